import { I18nProvider } from '@lingui/react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import type { WizardConfig } from '../config/types';
import type { ConfigReport } from '../embed/report-config';
import { i18n } from '../i18n/i18n';
import { logFailure } from '../services/log';
import { WizardProvider } from '../store/context';
import { PageProvider, type PageServices } from '../store/page';
import type { WizardStore } from '../store/wizard-store';
import { DebugPanel } from './DebugPanel';
import { Unavailable } from './Unavailable';
import { layoutClasses, useFollowedLayout, WidgetLayoutProvider } from './widget-layout';
import { Wizard } from './Wizard';

interface WizardAppProps {
  page: PageServices;
  /** Absent when the configuration could not be used. */
  config?: WizardConfig;
  /** Then, the network's number if the configuration gave one all the same. */
  phone?: string;
  store?: WizardStore;
  /** In debug mode, the configuration's problems (none when absent), shown above the widget. */
  debug?: { report?: ConfigReport };
}

/**
 * Providers around the wizard, or the unavailable message; in debug mode, the problems above either. Whatever
 * fails while the wizard renders (and no boundary nearer to it handles) leaves the unavailable message too,
 * logged once and told to the host.
 */
export function WizardApp({ page, config, phone, store, debug }: WizardAppProps) {
  const layout = useFollowedLayout(page);
  const classes = layoutClasses(layout);
  return (
    <I18nProvider i18n={i18n}>
      <PageProvider value={page}>
        <WidgetLayoutProvider value={layout}>
          <div className={classes ? `qw-root ${classes}` : 'qw-root'} lang="fr">
            {debug && <DebugPanel report={debug.report} store={store} config={config} />}
            {config && store ? (
              <ErrorBoundary
                onError={(error, info) => {
                  logFailure('the widget stopped after an error and shows its unavailable message:', error, info.componentStack);
                  page.emit('quote-wizard:error', { kind: 'render', message: error instanceof Error ? error.message : String(error) });
                }}
                fallback={() => <Unavailable phone={config.contactPhone} />}
              >
                <WizardProvider config={config} store={store}>
                  <Wizard />
                </WizardProvider>
              </ErrorBoundary>
            ) : (
              !debug && <Unavailable phone={phone} />
            )}
          </div>
        </WidgetLayoutProvider>
      </PageProvider>
    </I18nProvider>
  );
}
