import { useEffect, useRef, type RefObject } from 'react';
import type { WizardConfigInput } from '../config/input-types';
import { EVENT_CALLBACKS, type WizardEventCallbacks } from '../domain/host-events';
import { configContent } from './config-content';
import { renderWidget, type RenderedWidget } from './render-widget';

interface Latest {
  config: WizardConfigInput;
  callbacks: WizardEventCallbacks;
}

/** Calls the callback props from the container's DOM events, always the latest ones the host passed. */
function listen(element: HTMLElement, latest: RefObject<Latest>): () => void {
  const stops = (Object.keys(EVENT_CALLBACKS) as Array<keyof typeof EVENT_CALLBACKS>).map((prop) => {
    const listener = (event: Event) => (latest.current.callbacks[prop] as ((event: Event) => void) | undefined)?.(event);
    element.addEventListener(EVENT_CALLBACKS[prop], listener);
    return () => element.removeEventListener(EVENT_CALLBACKS[prop], listener);
  });
  return () => stops.forEach((stop) => stop());
}

/**
 * Runs a widget in the element of `ref` while the component is mounted, starting afresh only when the
 * configuration's content changes. StrictMode's unmount and remount in development find the same widget: the
 * cleanup lets it go and the next run takes it back before its root renders again, so nothing starts twice and
 * nothing scrolls, takes focus, speaks or fires before the visitor acts.
 */
export function useWidget(ref: RefObject<HTMLElement | null>, config: WizardConfigInput, callbacks: WizardEventCallbacks) {
  const latest = useRef<Latest>({ config, callbacks });
  const released = useRef<{ content: string; widget: RenderedWidget } | null>(null);
  const content = configContent(config);

  useEffect(() => {
    latest.current = { config, callbacks };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // Listening first: a configuration error is told while the widget starts.
    const stopListening = listen(element, latest);
    const previous = released.current;
    released.current = null;
    let widget: RenderedWidget;
    if (previous && previous.content === content && previous.widget.retake()) {
      widget = previous.widget;
    } else {
      previous?.widget.close();
      widget = renderWidget(element, latest.current.config);
    }
    return () => {
      stopListening();
      widget.release();
      released.current = { content, widget };
    };
  }, [content, ref]);
}
