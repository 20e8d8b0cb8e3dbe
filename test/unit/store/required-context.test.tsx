import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { requiredContext } from '../../../src/store/required-context';

describe('requiredContext', () => {
  const [Provider, useValue] = requiredContext<{ name: string }>('NameProvider');

  it('gives the value of the nearest provider', () => {
    const value = { name: 'Jeanne' };
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={value}>{children}</Provider>;
    expect(renderHook(() => useValue(), { wrapper }).result.current).toBe(value);
  });

  it('throws outside its provider, naming it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useValue())).toThrow('[QuoteWizard] a wizard component was rendered outside NameProvider');
  });
});
