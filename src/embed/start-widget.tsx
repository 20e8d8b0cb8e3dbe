import type { ReactElement } from 'react';
import { WizardApp } from '../app/WizardApp';
import { laterSteps } from '../app/later-steps';
import { parseConfig } from '../config/parse-config';
import { readSources } from '../config/read-sources';
import { widgetName } from '../config/widget-name';
import type { ConfigOverrides } from '../config/types';
import { initialWizard } from '../store/initial-wizard';
import { createWizardStore } from '../store/wizard-store';
import { pageServicesFor } from './page-services';
import { bindProgress } from './progress-storage';
import { reportConfig, reportText } from './report-config';
import { MOUNTED_ATTRIBUTE, openShadow } from './shadow-host';
import { applyStyles } from './styles';

/** A widget ready to render: where (a node in the element's shadow root), what, and how to undo it all. */
export interface StartedWidget {
  container: HTMLElement;
  app: ReactElement;
  /** Removes what starting added: the node, the styles, listeners, timers, the body class, saving. */
  dispose(): void;
}

/**
 * Everything a mount needs but the React root: reads the configuration (reporting its problems once), opens the
 * shadow root, adopts the styles, binds the page and the saved progress, creates the store.
 */
export function startWidget(element: HTMLElement, overrides?: ConfigOverrides): StartedWidget {
  const result = parseConfig(readSources(element, overrides));
  const report = reportConfig(widgetName(element), result);
  const config = result.ok ? result.config : undefined;
  const nonce = typeof overrides?.nonce === 'string' ? overrides.nonce : element.dataset.nonce;

  const shadow = openShadow(element);
  const removeStyles = applyStyles(shadow, config?.nonce ?? nonce);
  const container = element.ownerDocument.createElement('div');
  shadow.append(container);
  const services = pageServicesFor(element, config?.apiRoot ?? '/api');
  const progress = config ? bindProgress(element, config) : undefined;
  const store = config ? createWizardStore(initialWizard(config, progress?.restored)) : undefined;
  const stopSaving = store && progress ? progress.follow(store) : undefined;
  // A widget that opens past the search needs its later steps at once: fetch them while React starts.
  if (store && store.getState().step !== 0) laterSteps.load().catch(() => undefined);
  element.setAttribute(MOUNTED_ATTRIBUTE, '');
  if (report?.level === 'error') services.page.emit('quote-wizard:error', { kind: 'config', message: reportText(report) });

  return {
    container,
    app: <WizardApp page={services.page} config={config} store={store} debug={result.debug ? { report } : undefined} />,
    dispose() {
      stopSaving?.();
      container.remove();
      removeStyles();
      services.dispose();
      element.removeAttribute(MOUNTED_ATTRIBUTE);
    },
  };
}
