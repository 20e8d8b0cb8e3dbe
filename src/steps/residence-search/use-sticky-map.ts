import { useEffect, type RefObject } from 'react';
import { useWidgetLayout } from '../../app/widget-layout';
import { usePage } from '../../store/page';

/** The custom property holding the sticky map's height, from which the stylesheet keeps its bottom on screen. */
const MAP_HEIGHT_PROPERTY = '--qw-map-height';
/** The custom property holding the space a host's header takes at the window's top, where the map sticks. */
const TOP_OFFSET_PROPERTY = '--qw-top-offset';

/**
 * Whether the map should be sticky: where it stands beside the list, which the widget's width decides.
 *
 * While it sticks, the map's box keeps its own height in a custom property, and the space the host's header takes
 * in another (read again on resize: a host's header may change with the width). The stylesheet narrows the map so
 * that it, and the row a zoom adds (the button back to the whole map), fit the window below its top offset; where
 * that is not enough (a window too short even for its narrowest map, or text so large that the row outgrows its
 * allowance), it lifts the map by what would hang below the window. On a laptop's short window, the lowest points,
 * and the list a place opens over the map's lower part, would otherwise stay out of reach, pinned below the
 * window's edge until the end of the list.
 */
export function useStickyMap(box: RefObject<HTMLElement | null>): boolean {
  const page = usePage();
  const sticky = useWidgetLayout().mapBeside;
  useEffect(() => {
    const element = box.current;
    const view = element?.ownerDocument.defaultView;
    if (!sticky || !element || !view || typeof view.ResizeObserver !== 'function') return undefined;
    // Read in the observer's callback, when the layout is already done: reading them costs nothing there.
    const readTop = () => element.style.setProperty(TOP_OFFSET_PROPERTY, `${page.topOffset()}px`);
    const observer = new view.ResizeObserver(() => {
      element.style.setProperty(MAP_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
      readTop();
    });
    observer.observe(element);
    const stopResize = page.onResize(readTop);
    return () => {
      stopResize();
      observer.disconnect();
      element.style.removeProperty(MAP_HEIGHT_PROPERTY);
      element.style.removeProperty(TOP_OFFSET_PROPERTY);
    };
  }, [box, page, sticky]);
  return sticky;
}
