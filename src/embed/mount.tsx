import type { MountOptions } from '../config/input-types';
import { i18n } from '../i18n/i18n';
import { log } from '../services/log';
import { describeElement } from './describe-element';
import { renderWidget } from './render-widget';

export { MOUNTED_ATTRIBUTE } from './shadow-host';

/** What mount() returns, the same for every mount of an element. */
export interface WizardHandle {
  /** Removes the widget and everything it added (DOM, listeners, timers, the body class); the container is as found. */
  unmount(): void;
}

const mounted = new WeakMap<Element, WizardHandle>();

/** An element, of this window or of a frame's (whose elements are not instances of this window's Element). */
const isElement = (value: unknown): value is HTMLElement =>
  typeof value === 'object' && value !== null && (value as Node).nodeType === 1;

/** What a host passed instead of an element, as its console message shows it. */
function describeNonElement(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  return value === null || value === undefined ? String(value) : typeof value;
}

/**
 * Mounts a wizard in `element` (once: a second call returns the first handle). `options` take the keys of the JSON
 * script and win over it and over the data attributes; with `residences` among them no script is needed. No
 * element (a selector that found nothing, or ran before the page had the element) is reported, not thrown: the
 * host's own script goes on, and the handle it gets does nothing.
 */
export function mount(element: Element | null | undefined, options?: MountOptions): WizardHandle {
  if (!isElement(element)) {
    log.error(i18n._('embed.noElement', { given: describeNonElement(element) }));
    return { unmount: () => undefined };
  }
  const existing = mounted.get(element);
  if (existing) return existing;

  const widget = renderWidget(element, options);
  const handle: WizardHandle = {
    unmount() {
      if (mounted.get(element) !== handle) return;
      mounted.delete(element);
      widget.close();
    },
  };
  mounted.set(element, handle);
  return handle;
}

/** What marks an element for a widget of its own. */
export const CONTAINER_SELECTOR = '[data-quote-wizard]';

/** Unmounts the widget `mount()` put in `element`, if any. */
export function unmountElement(element: Element): void {
  mounted.get(element)?.unmount();
}

/**
 * Mounts a wizard in every `[data-quote-wizard]` element of the document that has none yet. A container that
 * cannot hold one is reported and passed over: the others still mount.
 */
export function autoMount(root: ParentNode = document): WizardHandle[] {
  return mountEach(root.querySelectorAll<HTMLElement>(CONTAINER_SELECTOR));
}

/** Mounts each element, reporting one that fails without stopping the others. */
export function mountEach(elements: Iterable<HTMLElement>): WizardHandle[] {
  const handles: WizardHandle[] = [];
  for (const element of elements) {
    try {
      handles.push(mount(element));
    } catch (error) {
      log.error(i18n._('embed.mountFailed', { element: describeElement(element) }), error);
    }
  }
  return handles;
}
