import { createRoot, type Root } from 'react-dom/client';
import type { ConfigOverrides } from '../config/types';
import { log } from '../services/log';
import { ROOT_ERROR_OPTIONS } from './root-errors';
import { startWidget } from './start-widget';

export { MOUNTED_ATTRIBUTE } from './shadow-host';

/** What mount() returns, the same for every mount of an element. */
export interface WizardHandle {
  /** Removes the widget and everything it added: DOM, listeners, timers, the body class. */
  unmount(): void;
}

const mounted = new WeakMap<HTMLElement, WizardHandle>();

/** Mounts a wizard in `element` (once: a second call returns the first handle). */
export function mount(element: HTMLElement, overrides?: ConfigOverrides): WizardHandle {
  const existing = mounted.get(element);
  if (existing) return existing;

  const widget = startWidget(element, overrides);
  let root: Root;
  try {
    root = createRoot(widget.container, ROOT_ERROR_OPTIONS);
    root.render(widget.app);
  } catch (error) {
    // Nothing half-made stays behind: the element can be mounted again once the cause is gone.
    widget.dispose();
    throw error;
  }

  const handle: WizardHandle = {
    unmount() {
      if (mounted.get(element) !== handle) return;
      mounted.delete(element);
      root.unmount();
      widget.dispose();
    },
  };
  mounted.set(element, handle);
  return handle;
}

/**
 * Mounts a wizard in every `[data-quote-wizard]` element of the document that has none yet. A container that
 * cannot hold one is reported and passed over: the others still mount.
 */
export function autoMount(root: ParentNode = document): WizardHandle[] {
  const handles: WizardHandle[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-quote-wizard]')) {
    try {
      handles.push(mount(element));
    } catch (error) {
      log.error(`the quotation widget could not be mounted in <${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}>:`, error);
    }
  }
  return handles;
}
