import { useEffect, useRef } from 'react';
import { useWidgetLayout } from '../../app/widget-layout';
import { usePage } from '../../store/page';

/** Share of the scroll the image moves by. */
export const PARALLAX_OFFSET = 0.5;

/**
 * Moves the image against the scroll inside its frame. Off where the picture does not stand beside the text (a
 * phone, a narrow column) and when the visitor asks for reduced motion. The transform is set through the CSSOM,
 * which a strict CSP allows.
 */
export function useParallax<T extends HTMLElement>() {
  const page = usePage();
  const ref = useRef<T>(null);
  const { offerBeside } = useWidgetLayout();
  useEffect(() => {
    const update = () => {
      const element = ref.current;
      const frame = element?.parentElement;
      if (!element || !frame) return;
      if (page.prefersReducedMotion() || !offerBeside) {
        element.style.removeProperty('transform');
        return;
      }
      const box = frame.getBoundingClientRect();
      const shift = Math.max(-1, Math.min(1, box.top / Math.max(1, box.height))) * box.height * 0.2 * PARALLAX_OFFSET;
      element.style.setProperty('transform', `translate3d(0, ${shift.toFixed(1)}px, 0) scale(1.25)`);
    };
    update();
    const offScroll = page.onScroll(update);
    const offResize = page.onResize(update);
    return () => {
      offScroll();
      offResize();
    };
  }, [page, offerBeside]);
  return ref;
}
