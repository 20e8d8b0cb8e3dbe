import { I18nProvider } from '@lingui/react';
import type { WizardConfig } from '../config/types';
import type { ConfigReport } from '../embed/report-config';
import { i18n } from '../i18n/i18n';
import { WizardProvider } from '../store/context';
import { PageProvider, type PageServices } from '../store/page';
import type { WizardStore } from '../store/wizard-store';
import { DebugPanel } from './DebugPanel';
import { Unavailable } from './Unavailable';
import { Wizard } from './Wizard';

interface WizardAppProps {
  page: PageServices;
  /** Absent when the configuration could not be used. */
  config?: WizardConfig;
  store?: WizardStore;
  /** In debug mode, the configuration's problems (none when absent), shown above the widget. */
  debug?: { report?: ConfigReport };
}

/** Providers around the wizard, or the unavailable message; in debug mode, the problems above either. */
export function WizardApp({ page, config, store, debug }: WizardAppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <PageProvider value={page}>
        <div className="qw-root" lang="fr">
          {debug && <DebugPanel report={debug.report} />}
          {config && store ? (
            <WizardProvider config={config} store={store}>
              <Wizard />
            </WizardProvider>
          ) : (
            !debug && <Unavailable />
          )}
        </div>
      </PageProvider>
    </I18nProvider>
  );
}
