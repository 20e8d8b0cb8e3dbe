import { useEffect, useState, type RefObject } from 'react';
import { usePage } from '../../store/page';

/**
 * The width of an element in px (0 until measured), following its box: a widget first shown in a hidden tab, or
 * in a column that a host's layout resizes, gets its real width when it has one. Widths within `tolerance`
 * (a share of the last one) of each other count as the same, so that small moves cause no new render.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, tolerance = 0): number {
  const page = usePage();
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const next = element.clientWidth;
      setWidth((last) => (Math.abs(next - last) > last * tolerance ? next : last));
    };
    measure();
    const view = element.ownerDocument.defaultView;
    if (!view || typeof view.ResizeObserver !== 'function') return page.onResize(measure);
    const observer = new view.ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [page, ref, tolerance]);
  return width;
}
