import { act, renderHook } from '@testing-library/react';
import { layoutClasses, layoutFor, useWidgetLayout } from '../../../src/app/widget-layout';
import { fakePage } from '../support/render';

describe('the layout for a widget’s width', () => {
  it.each([
    // A 320 px phone (the example page's column, 262 px), a 390 px phone, a narrow CMS column, a tablet, a laptop.
    [16.4, 'qw-root--no-pictures qw-root--compact-steps'],
    [19.4, 'qw-root--no-pictures qw-root--compact-steps'],
    [19.5, 'qw-root--compact-steps'],
    [26.25, 'qw-root--compact-steps'],
    [37.4, 'qw-root--compact-steps'],
    [37.5, ''],
    [39.9, ''],
    [40, 'qw-root--offer-beside'],
    [57.4, 'qw-root--offer-beside'],
    [57.5, 'qw-root--offer-beside qw-root--map-beside'],
    [120, 'qw-root--offer-beside qw-root--map-beside'],
  ])('at %s em: « %s »', (width, classes) => {
    expect(layoutClasses(layoutFor(width))).toBe(classes);
  });
});

describe('useWidgetLayout', () => {
  it('starts from the width read as the widget starts, and renders again only when a width changes the layout', () => {
    const page = fakePage();
    const listeners = new Set<(width: number) => void>();
    page.widgetWidth = () => 24;
    page.onWidgetResize = (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders += 1;
      return useWidgetLayout(page);
    });
    expect(result.current).toEqual({ noPictures: false, compactSteps: true, offerBeside: false, mapBeside: false });
    const before = renders;
    act(() => listeners.forEach((listener) => listener(30)));
    expect(renders).toBe(before);
    act(() => listeners.forEach((listener) => listener(60)));
    expect(result.current).toEqual({ noPictures: false, compactSteps: false, offerBeside: true, mapBeside: true });
    expect(renders).toBe(before + 1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
