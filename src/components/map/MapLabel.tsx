import { useLayoutEffect, useRef } from 'react';
import type { MapItem, MapView } from '../../map/clusters';
import type { HoverState, HoverStore } from '../../store/hover-store';

interface MapLabelProps {
  items: readonly MapItem[];
  keyOf: ReadonlyMap<string, string>;
  hover: HoverStore;
  view: MapView;
  countText(count: number): string;
}

/** The label's text, classes and position (in % of the map box) for an item. */
function labelFor(item: MapItem, view: MapView, countText: (count: number) => string) {
  const left = ((item.x - view.left) / view.size) * 100;
  const top = Math.min(94, Math.max(6, ((item.y - view.top) / view.size) * 100));
  const cluster = item.residences.length > 1;
  // A cluster's bubble is wider than a point: its label keeps further from the centre, so as never to cover it.
  // A name long enough to take several lines grows away from the nearer edge, down in the top half, up below.
  const after = left < 55;
  return {
    text: cluster ? countText(item.residences.length) : item.residences[0].name,
    className: `qw-map__label ${after ? 'qw-map__label--after' : 'qw-map__label--before'} ${top < 50 ? 'qw-map__label--down' : 'qw-map__label--up'}${cluster ? ' qw-map__label--cluster' : ''}`,
    left: after ? `${left}%` : '',
    right: after ? '' : `${100 - left}%`,
    top: `${top}%`,
  };
}

/**
 * The name of the map item under the pointer or the focus (or of the hovered list entry's), written beside it and
 * inside the map: towards the middle of the map, so it is never cut off, and never over the point itself.
 * Decoration only: the point's button already carries the name for assistive technology. It follows the hover
 * store by changing its own element, so that a hover costs no render.
 */
export function MapLabel({ items, keyOf, hover, view, countText }: MapLabelProps) {
  const label = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const element = label.current;
    if (!element) return undefined;
    const byKey = new Map(items.map((item) => [item.key, item]));
    // An item a zoom has replaced names nothing any more: the hovered residence's item shows instead, if any.
    const show = ({ id, mapItem }: HoverState) => {
      const item = (mapItem === null ? undefined : byKey.get(mapItem)) ?? (id === null ? undefined : byKey.get(keyOf.get(id) ?? ''));
      element.hidden = item === undefined;
      if (!item) return;
      const place = labelFor(item, view, countText);
      element.textContent = place.text;
      element.className = place.className;
      element.style.left = place.left;
      element.style.right = place.right;
      element.style.top = place.top;
    };
    show(hover.getState());
    return hover.subscribe(show);
  }, [items, keyOf, hover, view, countText]);

  return <p ref={label} className="qw-map__label" aria-hidden="true" hidden />;
}
