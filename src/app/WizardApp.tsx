import { I18nProvider } from '@lingui/react';
import type { WizardConfig } from '../config/types';
import { i18n } from '../i18n/i18n';
import { WizardProvider } from '../store/context';
import { PageProvider, type PageServices } from '../store/page';
import type { WizardStore } from '../store/wizard-store';
import { Unavailable } from './Unavailable';
import { Wizard } from './Wizard';

interface WizardAppProps {
  page: PageServices;
  /** Absent when the configuration could not be used. */
  config?: WizardConfig;
  store?: WizardStore;
}

/** Providers around the wizard, or the unavailable message. */
export function WizardApp({ page, config, store }: WizardAppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <PageProvider value={page}>
        <div className="qw-root" lang="fr">
          {config && store ? (
            <WizardProvider config={config} store={store}>
              <Wizard />
            </WizardProvider>
          ) : (
            <Unavailable />
          )}
        </div>
      </PageProvider>
    </I18nProvider>
  );
}
