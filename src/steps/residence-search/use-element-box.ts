import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';
import { usePage } from '../../store/page';
import { BASE_TEXT_PX } from '../../styles/base-text';

/** An element's width and the size of its text, in px. */
export interface ElementBox {
  width: number;
  textSize: number;
}

/**
 * The width of an element and the size of its text, in px: null until the browser has laid it out (width 0 where
 * nothing is laid out), then on every change of its size, so that a widget first shown in a hidden tab, or in a
 * column that a host's layout resizes, gets its real width when it has one. Widths within `tolerance` (a share of
 * the last one) count as the same, so that small moves cause no new render. The text size is the visitor's (a
 * larger default text in the browser, a host page's own): what is drawn around text grows with it.
 *
 * The first width comes from the resize observer, which reports it once the page is laid out: asking for it
 * during React's commit would force a layout of the whole widget there, and what depends on the width (the
 * map) would then be drawn before the list is first shown. The text size is read there too, where the browser's
 * styles are already up to date and cost nothing to read.
 *
 * A new box is rendered as a transition: what it draws (the whole map, on the first width) takes a slow phone some
 * 100 ms, which React then cuts into short tasks, answering a tap or a key pressed meanwhile first.
 */
export function useElementBox(ref: RefObject<HTMLElement | null>, tolerance = 0): ElementBox | null {
  const page = usePage();
  const [box, setBox] = useState<ElementBox | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const view = element.ownerDocument.defaultView;
    const measure = () => {
      const width = element.clientWidth;
      const computed = view ? Number.parseFloat(view.getComputedStyle(element).fontSize) : NaN;
      // Where the browser gives no text size (no style computed), the size the stylesheet starts from.
      const textSize = computed > 0 ? computed : BASE_TEXT_PX;
      // Once laid out, an element hidden again (display: none on it or above it) keeps its width: what depends on
      // it would otherwise be computed again for nothing as the visitor leaves, and once more on coming back.
      const next = (last: ElementBox | null): ElementBox => {
        if (last === null) return { width, textSize };
        const nextWidth = width > 0 && Math.abs(width - last.width) > last.width * tolerance ? width : last.width;
        const nextText = width > 0 ? textSize : last.textSize;
        return nextWidth === last.width && nextText === last.textSize ? last : { width: nextWidth, textSize: nextText };
      };
      startTransition(() => setBox(next));
    };
    if (!view || typeof view.ResizeObserver !== 'function') {
      measure();
      return page.onResize(measure);
    }
    const observer = new view.ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [page, ref, tolerance]);
  return box;
}
