import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { WizardConfig } from '../config/types';
import type { Residence } from '../domain/residence';
import { requiredContext } from './required-context';
import type { WizardState, WizardStore } from './wizard-store';

const [StoreProvider, useStoreApi] = requiredContext<WizardStore>('WizardProvider');
const [ConfigProvider, useConfig] = requiredContext<WizardConfig>('WizardProvider');
export { useConfig };

export function WizardProvider({ store, config, children }: { store: WizardStore; config: WizardConfig; children: ReactNode }) {
  return (
    <ConfigProvider value={config}>
      <StoreProvider value={store}>{children}</StoreProvider>
    </ConfigProvider>
  );
}

/** Narrow selection so that a component re-renders only when its slice changes. */
export function useWizard<T>(selector: (state: WizardState) => T): T {
  return useStore(useStoreApi(), selector);
}

export function useWizardStore(): WizardStore {
  return useStoreApi();
}

/** The chosen residence, looked up in the configuration. */
export function useChosenResidence(): Residence | undefined {
  const id = useWizard((state) => state.residenceId);
  const { residences } = useConfig();
  return residences.find((residence) => residence.id === id);
}
