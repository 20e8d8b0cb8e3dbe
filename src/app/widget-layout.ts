import { useEffect, useState } from 'react';
import type { PageServices } from '../store/page';
import { requiredContext } from '../store/required-context';

/**
 * The widths (in em of the widget's text: 16 px usually) at which the widget's layout changes. They are the
 * widget's own width, not the window's: a CMS may put the widget in a narrow column of a wide window, where a
 * phone's layout is the one that fits. In em, so that a larger text (the browser's setting, or a page's own root
 * size) counts too.
 */
export const LAYOUT_WIDTHS = {
  /**
   * Under it (176 px; on a phone, the example's column with twice the usual text at 360 or 320 px, a CMS's narrow
   * column with a text of 24 px), a line holds about a dozen letters: the current step's box, the error summary's
   * frame, the list's entries and the checkboxes give the words their room.
   */
  tight: 11,
  /** Under it (312 px), a list entry's picture gives its room to the name and the place (a 320 px phone). */
  pictures: 19.5,
  /** Under it (600 px), the three steps' buttons do not fit on a row: the done ones show as numbers only. */
  stepNames: 37.5,
  /** From it (640 px), the offer's picture stands beside its text and moves with the scroll. */
  offerBeside: 40,
  /** From it (920 px), the map stands beside the list, about 28 em each, and sticks while the list scrolls. */
  mapBeside: 57.5,
} as const;

export interface WidgetLayout {
  tight: boolean;
  noPictures: boolean;
  compactSteps: boolean;
  offerBeside: boolean;
  mapBeside: boolean;
}

export function layoutFor(width: number): WidgetLayout {
  return {
    tight: width < LAYOUT_WIDTHS.tight,
    noPictures: width < LAYOUT_WIDTHS.pictures,
    compactSteps: width < LAYOUT_WIDTHS.stepNames,
    offerBeside: width >= LAYOUT_WIDTHS.offerBeside,
    mapBeside: width >= LAYOUT_WIDTHS.mapBeside,
  };
}

/** The root's classes, from which the stylesheet lays the widget out. */
export function layoutClasses(layout: WidgetLayout): string {
  const names: Array<[keyof WidgetLayout, string]> = [
    ['tight', 'qw-root--tight'],
    ['noPictures', 'qw-root--no-pictures'],
    ['compactSteps', 'qw-root--compact-steps'],
    ['offerBeside', 'qw-root--offer-beside'],
    ['mapBeside', 'qw-root--map-beside'],
  ];
  return names
    .filter(([key]) => layout[key])
    .map(([, name]) => name)
    .join(' ');
}

/**
 * The layout for the widget's width, read once as it starts (before it draws anything, so that its first frame is
 * laid out once) and followed as the width changes. A new width that changes no layout renders nothing. The root
 * follows it and hands it down; the parts read it with useWidgetLayout.
 */
export function useFollowedLayout(page: PageServices): WidgetLayout {
  const [layout, setLayout] = useState(() => layoutFor(page.widgetWidth()));
  useEffect(
    () =>
      page.onWidgetResize((width) => {
        const next = layoutFor(width);
        setLayout((current) => (layoutClasses(current) === layoutClasses(next) ? current : next));
      }),
    [page],
  );
  return layout;
}

/** The layout the root follows, for a part that lays itself out from script (the sticky map, the parallax). */
const [WidgetLayoutProvider, useWidgetLayout] = requiredContext<WidgetLayout>('WidgetLayoutProvider');
export { useWidgetLayout, WidgetLayoutProvider };
