import { createContext, useCallback, useEffect, useRef, type RefObject } from 'react';

/** Runs `work` at once, or after the press under way on the page has become a click. */
export type Hold = (work: () => void) => void;

export const PressHoldContext = createContext<Hold>((work) => work());

const RELEASES = ['click', 'pointercancel', 'keydown'] as const;

/**
 * What leaving a field shows (its error) waits while the pointer that left it is still pressed. A visitor who
 * typed a wrong address and presses « Découvrir mon tarif » leaves the field on the press: its error, shown at
 * once, pushed the button down under the held pointer, the release landed beside it, and there was no click.
 * The press ends with its click (after the click's own handlers: a submit checks every field anyway), a cancelled
 * touch, a key, or a mouse button released where no click follows. A finger leaves the field only once lifted,
 * so a touch waits for its click.
 */
export function usePressHold(element: RefObject<HTMLElement | null>): Hold {
  const held = useRef<Array<() => void> | null>(null);
  useEffect(() => {
    const view = element.current?.ownerDocument.defaultView;
    if (!view) return undefined;
    const listening = new AbortController();
    const on = <K extends keyof WindowEventMap>(type: K, listener: (event: WindowEventMap[K]) => void) => view.addEventListener(type, listener, { capture: true, signal: listening.signal });
    let timer = 0;
    const release = () => {
      view.clearTimeout(timer);
      timer = view.setTimeout(() => {
        const works = held.current ?? [];
        held.current = null;
        works.forEach((work) => work());
      });
    };
    on('pointerdown', () => (held.current ??= []));
    on('pointerup', (event) => event.pointerType === 'mouse' && release());
    for (const type of RELEASES) on(type, release);
    return () => {
      listening.abort();
      view.clearTimeout(timer);
      held.current = null;
    };
  }, [element]);
  return useCallback<Hold>((work) => (held.current ? held.current.push(work) : work()), []);
}
