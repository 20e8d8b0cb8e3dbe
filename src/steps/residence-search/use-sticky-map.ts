import { useEffect, useState } from 'react';
import { useHost } from '../../store/host';

/** The map sticks only from this viewport width (spec section 9). */
export const STICKY_MIN_WIDTH = 1024;

/** Whether the map should be sticky, re-read on resize (the host debounces resize by 200 ms). */
export function useStickyMap(): boolean {
  const host = useHost();
  const [sticky, setSticky] = useState(() => host.viewportWidth() >= STICKY_MIN_WIDTH);
  useEffect(() => host.onResize((width) => setSticky(width >= STICKY_MIN_WIDTH)), [host]);
  return sticky;
}
