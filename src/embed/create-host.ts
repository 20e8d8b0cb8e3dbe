import type { WizardConfig } from '../config/types';
import { createHttpClient } from '../services/http-client';
import type { WizardHost } from '../store/host';
import { animateScroll } from './animate-scroll';

/** Class on <body> while a thank-you dialog is open. */
export const MODAL_BODY_CLASS = 'quote-wizard-modal-open';
/** Space kept above the widget when scrolling to it (a host's fixed header). */
export const SCROLL_TOP_OFFSET = 90;
export const SCROLL_DURATION_MS = 400;
export const RESIZE_DEBOUNCE_MS = 200;

export interface OwnedHost {
  host: WizardHost;
  /** Removes every listener, timer and class this host added. */
  dispose(): void;
}

/** The page-facing side of one mounted widget: events, HTTP, body class, scroll and viewport. */
export function createHost(container: HTMLElement, config: Pick<WizardConfig, 'apiRoot'>): OwnedHost {
  const view = container.ownerDocument.defaultView ?? window;
  const body = container.ownerDocument.body;
  const resizeListeners = new Set<(width: number) => void>();
  const scrollListeners = new Set<() => void>();
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  let scrollFrame: number | undefined;
  let stopScrollAnimation: (() => void) | undefined;
  let ownsBodyClass = false;

  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => resizeListeners.forEach((listener) => listener(view.innerWidth)), RESIZE_DEBOUNCE_MS);
  };
  const onScroll = () => {
    if (scrollFrame !== undefined) return;
    scrollFrame = view.requestAnimationFrame(() => {
      scrollFrame = undefined;
      scrollListeners.forEach((listener) => listener());
    });
  };
  const prefersReducedMotion = () => view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

  const host: WizardHost = {
    emit(name, detail) {
      container.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    },
    http: createHttpClient({ apiRoot: config.apiRoot, cookies: () => container.ownerDocument.cookie, origin: view.location.origin }),
    dataLayer: () => {
      const layer = (view as unknown as { dataLayer?: unknown }).dataLayer;
      return Array.isArray(layer) ? layer : undefined;
    },
    setModalOpen(open) {
      ownsBodyClass = open;
      body.classList.toggle(MODAL_BODY_CLASS, open);
    },
    scrollToTop() {
      stopScrollAnimation?.();
      const target = Math.max(0, container.getBoundingClientRect().top + view.scrollY - SCROLL_TOP_OFFSET);
      // Already in place: nothing to animate.
      if (Math.abs(view.scrollY - target) < 1) return;
      stopScrollAnimation = animateScroll(view, target, prefersReducedMotion() ? 0 : SCROLL_DURATION_MS);
    },
    prefersReducedMotion,
    viewportWidth: () => view.innerWidth,
    onResize(listener) {
      if (resizeListeners.size === 0) view.addEventListener('resize', onResize);
      resizeListeners.add(listener);
      return () => {
        resizeListeners.delete(listener);
        if (resizeListeners.size === 0) view.removeEventListener('resize', onResize);
      };
    },
    onScroll(listener) {
      if (scrollListeners.size === 0) view.addEventListener('scroll', onScroll, { passive: true });
      scrollListeners.add(listener);
      return () => {
        scrollListeners.delete(listener);
        if (scrollListeners.size === 0) view.removeEventListener('scroll', onScroll);
      };
    },
  };

  return {
    host,
    dispose() {
      view.removeEventListener('resize', onResize);
      view.removeEventListener('scroll', onScroll);
      resizeListeners.clear();
      scrollListeners.clear();
      clearTimeout(resizeTimer);
      if (scrollFrame !== undefined) view.cancelAnimationFrame(scrollFrame);
      stopScrollAnimation?.();
      if (ownsBodyClass) body.classList.remove(MODAL_BODY_CLASS);
    },
  };
}
