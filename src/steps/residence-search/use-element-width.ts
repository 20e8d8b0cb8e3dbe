import { useLayoutEffect, useState, type RefObject } from 'react';
import { useHost } from '../../store/host';

/** The width of an element in px, measured before the first paint and again after each resize (0 until then). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const host = useHost();
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setWidth(ref.current?.clientWidth ?? 0);
    measure();
    return host.onResize(measure);
  }, [host, ref]);
  return width;
}
