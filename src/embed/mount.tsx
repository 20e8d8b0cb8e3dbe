import { createRoot } from 'react-dom/client';
import { WizardApp } from '../app/WizardApp';
import { parseConfig } from '../config/parse-config';
import { readSources } from '../config/read-sources';
import type { ConfigOverrides } from '../config/types';
import { log } from '../services/log';
import { createWizardStore } from '../store/wizard-store';
import { createHost } from './create-host';
import { applyStyles } from './styles';

/** What mount() returns, the same for every mount of an element. */
export interface WizardHandle {
  /** Removes the widget and everything it added: DOM, listeners, timers, the body class. */
  unmount(): void;
}

/** Attribute set on a container while it holds a widget. */
export const MOUNTED_ATTRIBUTE = 'data-quote-wizard-mounted';

const mounted = new WeakMap<HTMLElement, WizardHandle>();

function openShadow(element: HTMLElement): ShadowRoot {
  // A shadow root cannot be removed: a remount reuses the one left by unmount().
  return element.shadowRoot ?? element.attachShadow({ mode: 'open' });
}

/** Mounts a wizard in `element` (once: a second call returns the first handle). */
export function mount(element: HTMLElement, overrides?: ConfigOverrides): WizardHandle {
  const existing = mounted.get(element);
  if (existing) return existing;

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
  const store = config ? createWizardStore({ residence: preselected }) : undefined;
  const root = createRoot(container);
  root.render(<WizardApp host={owned.host} config={config} store={store} />);
  element.setAttribute(MOUNTED_ATTRIBUTE, '');
  if (!result.ok) owned.host.emit('quote-wizard:error', { kind: 'config', message: result.errors.join('; ') });

  const handle: WizardHandle = {
    unmount() {
      if (mounted.get(element) !== handle) return;
      mounted.delete(element);
      root.unmount();
      container.remove();
      removeStyles();
      owned.dispose();
      element.removeAttribute(MOUNTED_ATTRIBUTE);
    },
  };
  mounted.set(element, handle);
  return handle;
}

/** Mounts a wizard in every `[data-quote-wizard]` element of the document that has none yet. */
export function autoMount(root: ParentNode = document): WizardHandle[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-quote-wizard]')).map((element) => mount(element));
}
