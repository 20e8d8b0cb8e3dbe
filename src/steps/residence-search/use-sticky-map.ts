import { useEffect, useState } from 'react';
import { usePage } from '../../store/page';

/** The map sticks only from this viewport width. */
export const STICKY_MIN_WIDTH = 1024;

/** Whether the map should be sticky, re-read on resize (the host debounces resize by 200 ms). */
export function useStickyMap(): boolean {
  const page = usePage();
  const [sticky, setSticky] = useState(() => page.viewportWidth() >= STICKY_MIN_WIDTH);
  useEffect(() => page.onResize((width) => setSticky(width >= STICKY_MIN_WIDTH)), [page]);
  return sticky;
}
