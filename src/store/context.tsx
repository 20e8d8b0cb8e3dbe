import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { WizardConfig } from '../config/types';
import type { Residence } from '../domain/residence';
import type { WizardState, WizardStore } from './wizard-store';

const StoreContext = createContext<WizardStore | null>(null);
const ConfigContext = createContext<WizardConfig | null>(null);

export function WizardProvider({ store, config, children }: { store: WizardStore; config: WizardConfig; children: ReactNode }) {
  return (
    <ConfigContext.Provider value={config}>
      <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
    </ConfigContext.Provider>
  );
}

function useStoreApi(): WizardStore {
  const store = useContext(StoreContext);
  if (store === null) throw new Error('[QuoteWizard] a wizard component was rendered outside WizardProvider');
  return store;
}

/** Narrow selection so that a component re-renders only when its slice changes. */
export function useWizard<T>(selector: (state: WizardState) => T): T {
  return useStore(useStoreApi(), selector);
}

export function useWizardStore(): WizardStore {
  return useStoreApi();
}

export function useConfig(): WizardConfig {
  const config = useContext(ConfigContext);
  if (config === null) throw new Error('[QuoteWizard] a wizard component was rendered outside WizardProvider');
  return config;
}

/** The chosen residence, looked up in the configuration. */
export function useChosenResidence(): Residence | undefined {
  const id = useWizard((state) => state.residenceId);
  const { residences } = useConfig();
  return residences.find((residence) => residence.id === id);
}
