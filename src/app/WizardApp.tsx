import { I18nProvider } from '@lingui/react';
import type { WizardConfig } from '../config/types';
import { i18n } from '../i18n/i18n';
import { WizardProvider } from '../store/context';
import { HostProvider, type WizardHost } from '../store/host';
import type { WizardStore } from '../store/wizard-store';
import { Unavailable } from './Unavailable';
import { Wizard } from './Wizard';

interface WizardAppProps {
  host: WizardHost;
  /** Absent when the configuration could not be used. */
  config?: WizardConfig;
  store?: WizardStore;
}

/** Providers around the wizard, or the unavailable message. */
export function WizardApp({ host, config, store }: WizardAppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <HostProvider value={host}>
        <div className="qw-root" lang="fr">
          {config && store ? (
            <WizardProvider config={config} store={store}>
              <Wizard />
            </WizardProvider>
          ) : (
            <Unavailable />
          )}
        </div>
      </HostProvider>
    </I18nProvider>
  );
}
