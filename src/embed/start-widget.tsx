import type { ReactElement } from 'react';
import { WizardApp } from '../app/WizardApp';
import { laterSteps } from '../app/later-steps';
import { parseConfig } from '../config/parse-config';
import { readSources } from '../config/read-sources';
import type { MountOptions } from '../config/input-types';
import { widgetName } from '../config/widget-name';
import { initialWizard } from '../store/initial-wizard';
import { createWizardStore } from '../store/wizard-store';
import { pageServicesFor } from './page-services';
import { bindProgress } from './progress-storage';
import { reportConfig, reportText } from './report-config';
import { createShadowHost, MOUNTED_ATTRIBUTE } from './shadow-host';
import { applyStyles } from './styles';

/** A widget ready to render: where (a node in the shadow root of its own element), what, and how to undo it all. */
export interface StartedWidget {
  container: HTMLElement;
  app: ReactElement;
  /** Removes what starting added: its element, listeners, timers, the body class, saving; shows the fallback again. */
  dispose(): void;
}

/**
 * Everything a mount needs but the React root: reads the configuration (reporting its problems once), adds the
 * widget's element and its shadow root, adopts the styles, binds the page and the saved progress, creates the store.
 */
export function startWidget(element: HTMLElement, overrides?: MountOptions): StartedWidget {
  const where = widgetName(element);
  const result = parseConfig(readSources(element, overrides));
  const report = reportConfig(where, result);
  const config = result.ok ? result.config : undefined;
  const nonce = typeof overrides?.nonce === 'string' ? overrides.nonce : element.dataset.nonce;

  // A widget that cannot start leaves the container's own content in view: often the network's number.
  const host = createShadowHost(element, where, { keepFallback: !config });
  applyStyles(host.shadow, config?.nonce ?? nonce);
  const container = element.ownerDocument.createElement('div');
  host.shadow.append(container);
  const services = pageServicesFor(element, config?.apiRoot ?? '/api', config?.testMode, where, host.element);
  const progress = config ? bindProgress(element, config) : undefined;
  const store = config ? createWizardStore(initialWizard(config, progress?.restored)) : undefined;
  const stopSaving = store && progress ? progress.follow(store) : undefined;
  // A widget that opens past the search needs its later steps at once: fetch them while React starts.
  if (store && store.getState().step !== 0) laterSteps.load().catch(() => undefined);
  element.setAttribute(MOUNTED_ATTRIBUTE, '');
  if (report?.level === 'error') services.page.emit('quote-wizard:error', { kind: 'config', message: reportText(report) });

  return {
    container,
    app: <WizardApp page={services.page} config={config} phone={result.ok ? undefined : result.contactPhone} store={store} debug={result.debug ? { report } : undefined} />,
    dispose() {
      stopSaving?.();
      host.remove();
      services.dispose();
      element.removeAttribute(MOUNTED_ATTRIBUTE);
    },
  };
}
