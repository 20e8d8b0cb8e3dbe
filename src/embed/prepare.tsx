import type { ReactElement } from 'react';
import { WizardApp } from '../app/WizardApp';
import { parseConfig } from '../config/parse-config';
import { readSources } from '../config/read-sources';
import type { ConfigOverrides } from '../config/types';
import { log } from '../services/log';
import { createWizardStore } from '../store/wizard-store';
import { createHost } from './create-host';
import { bindProgress } from './progress-storage';
import { applyStyles } from './styles';

/** Attribute set on a container while it holds a widget. */
export const MOUNTED_ATTRIBUTE = 'data-quote-wizard-mounted';

/** A widget ready to render: where (a node in the element's shadow root), what, and how to undo it all. */
export interface PreparedWidget {
  container: HTMLElement;
  app: ReactElement;
  /** Removes what preparing added: the node, the styles, listeners, timers, the body class, saving. */
  dispose(): void;
}

function openShadow(element: HTMLElement): ShadowRoot {
  // A shadow root cannot be removed: a remount reuses the one left by the last unmount.
  return element.shadowRoot ?? element.attachShadow({ mode: 'open' });
}

/**
 * Everything a mount needs but the React root: reads the configuration (reporting its problems once), opens
 * the shadow root, adopts the styles, binds the page and the saved progress. mount() renders the result in a
 * root of its own; the React component renders it through a portal of the host's tree.
 */
export function prepareWidget(element: HTMLElement, overrides?: ConfigOverrides): PreparedWidget {
  const result = parseConfig(readSources(element, overrides));
  const where = element.id ? `#${element.id}` : '[data-quote-wizard]';
  if (!result.ok) {
    log.error(`the quotation widget in ${where} cannot start. Fix the configuration:\n- ${result.errors.join('\n- ')}`);
  } else if (result.warnings.length > 0) {
    log.warn(`configuration problems in ${where} (the widget still works):\n- ${result.warnings.join('\n- ')}`);
  }
  const config = result.ok ? result.config : undefined;
  const nonce = typeof overrides?.nonce === 'string' ? overrides.nonce : element.dataset.nonce;

  const shadow = openShadow(element);
  const removeStyles = applyStyles(shadow, config?.nonce ?? nonce);
  const container = element.ownerDocument.createElement('div');
  shadow.append(container);
  const owned = createHost(element, { apiRoot: config?.apiRoot ?? '/api' });
  const preselected = config?.residences.find((residence) => residence.id === config.residenceName || residence.name === config.residenceName);
  const progress = config ? bindProgress(element, config) : undefined;
  const restored = progress?.restored;
  // Restored progress wins; without a residence of its own it keeps at least the visitor's choices.
  const store = config ? createWizardStore(restored?.residence ? restored : { residence: preselected, visitor: restored?.visitor }) : undefined;
  const stopSaving = store && progress ? progress.follow(store) : undefined;
  element.setAttribute(MOUNTED_ATTRIBUTE, '');
  if (!result.ok) owned.host.emit('quote-wizard:error', { kind: 'config', message: result.errors.join('; ') });

  return {
    container,
    app: <WizardApp host={owned.host} config={config} store={store} />,
    dispose() {
      stopSaving?.();
      container.remove();
      removeStyles();
      owned.dispose();
      element.removeAttribute(MOUNTED_ATTRIBUTE);
    },
  };
}
