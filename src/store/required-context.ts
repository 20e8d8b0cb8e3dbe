import { createContext, useContext, type Provider } from 'react';

/**
 * A context every wizard component needs, and the hook that reads it: rendered outside `providerName`, the hook
 * throws, naming it, rather than let a component go on with nothing.
 */
export function requiredContext<T>(providerName: string): [Provider<T | null>, () => T] {
  const Context = createContext<T | null>(null);
  const read = () => {
    const value = useContext(Context);
    if (value === null) throw new Error(`[QuoteWizard] a wizard component was rendered outside ${providerName}`);
    return value;
  };
  return [Context.Provider, read];
}
