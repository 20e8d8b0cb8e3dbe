import { useLayoutEffect, useRef } from 'react';
import type { MapItem, MapView } from '../../map/clusters';
import type { HoverState, HoverStore } from '../../store/hover-store';
import { afterNextPaint } from '../after-paint';

interface MapLabelProps {
  items: readonly MapItem[];
  /** The key of the item the hover is on, if any. */
  hovered(hover: HoverState): string | null;
  hover: HoverStore;
  view: MapView;
  countText(count: number): string;
}

/** The label's text, classes and position (in % of the map box) for an item. */
function labelFor(item: MapItem, view: MapView, countText: (count: number) => string) {
  const left = ((item.x - view.left) / view.size) * 100;
  const top = Math.min(94, Math.max(6, ((item.y - view.top) / view.size) * 100));
  const cluster = item.residences.length > 1;
  // A name long enough to take several lines grows away from the nearer edge, down in the top half, up below; a
  // cluster's count goes under or over its bubble the same way (see the stylesheet).
  const after = left < 55;
  return {
    text: cluster ? countText(item.residences.length) : item.residences[0].name,
    className: `qw-map__label ${after ? 'qw-map__label--after' : 'qw-map__label--before'} ${top < 50 ? 'qw-map__label--down' : 'qw-map__label--up'}${cluster ? ' qw-map__label--cluster' : ''}`,
    left: after ? `${left}%` : '',
    right: after ? '' : `${100 - left}%`,
    top: `${top}%`,
  };
}

const SHOWN = 'qw-map__label--shown';

/** A label for each item, laid out once and hidden, keyed by the item's key. */
function buildLabels(document: Document, items: readonly MapItem[], view: MapView, countText: (count: number) => string) {
  const labels = new Map<string, HTMLElement>();
  for (const item of items) {
    const place = labelFor(item, view, countText);
    const label = document.createElement('p');
    label.textContent = place.text;
    label.className = place.className;
    label.style.left = place.left;
    label.style.right = place.right;
    label.style.top = place.top;
    labels.set(item.key, label);
  }
  return labels;
}

/**
 * The name of the map item under the pointer or the focus (or of the hovered list entry's), written beside it and
 * inside the map: towards the middle of the map, so it is never cut off, and never over the point itself.
 * Decoration only: the point's button already carries the name for assistive technology.
 *
 * Each item has its label ready, laid out and hidden, and a hover only shows one and hides another: writing a new
 * name into a single label made the browser lay the page out again on every hover, which cost the most with a long
 * list beside the map. The labels are made once the first frame is drawn, so that they add nothing to it, or at
 * once if something is hovered before then. A hover costs no render either: the label follows the hover store.
 */
export function MapLabel({ items, hovered, hover, view, countText }: MapLabelProps) {
  const layer = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = layer.current;
    if (!element) return undefined;
    let labels: Map<string, HTMLElement> | undefined;
    const ready = () => {
      if (!labels) {
        labels = buildLabels(element.ownerDocument, items, view, countText);
        element.replaceChildren(...labels.values());
      }
      return labels;
    };
    let shown: HTMLElement | undefined;
    const show = (state: HoverState) => {
      // Nothing hovered needs no labels yet.
      const key = hovered(state);
      const next = key === null ? undefined : ready().get(key);
      if (next === shown) return;
      shown?.classList.remove(SHOWN);
      shown = next;
      shown?.classList.add(SHOWN);
    };
    const cancelBuild = afterNextPaint(element.ownerDocument.defaultView ?? window, ready);
    show(hover.getState());
    const unsubscribe = hover.subscribe(show);
    return () => {
      cancelBuild();
      unsubscribe();
      element.replaceChildren();
    };
  }, [items, hovered, hover, view, countText]);

  return <div ref={layer} className="qw-map__labels" aria-hidden="true" />;
}
