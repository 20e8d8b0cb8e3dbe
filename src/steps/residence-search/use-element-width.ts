import { useLayoutEffect, useState, type RefObject } from 'react';
import { usePage } from '../../store/page';

/**
 * The width of an element in px, following its box: null until the browser has laid it out (0 where nothing is
 * laid out), then on every change of its size, so that a widget first shown in a hidden tab, or in a column that
 * a host's layout resizes, gets its real width when it has one. Widths within `tolerance` (a share of the last
 * one) count as the same, so that small moves cause no new render.
 *
 * The first width comes from the resize observer, which reports it once the page is laid out: asking for it
 * during React's commit would force a layout of the whole widget there, and what depends on the width (the
 * map) would then be drawn before the list is first shown.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, tolerance = 0): number | null {
  const page = usePage();
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const next = element.clientWidth;
      // Once laid out, an element hidden again (display: none on it or above it) keeps its width: what depends on
      // it would otherwise be computed again for nothing as the visitor leaves, and once more on coming back.
      setWidth((last) => (last === null || (next > 0 && Math.abs(next - last) > last * tolerance) ? next : last));
    };
    const view = element.ownerDocument.defaultView;
    if (!view || typeof view.ResizeObserver !== 'function') {
      measure();
      return page.onResize(measure);
    }
    const observer = new view.ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [page, ref, tolerance]);
  return width;
}
