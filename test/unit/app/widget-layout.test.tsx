import { act, renderHook } from '@testing-library/react';
import { layoutClasses, layoutFor, useFollowedLayout } from '../../../src/app/widget-layout';
import { fakePage, renderWizard } from '../support/render';

describe('the layout for a widget’s width', () => {
  it.each([
    // A 360 px phone with twice the usual text (the example page's column, 246 px at 32 px), a 320 px phone (262
    // px), a 390 px phone, a narrow CMS column, a tablet, a laptop.
    [7.7, 'qw-root--tight qw-root--no-pictures qw-root--compact-steps'],
    [10.9, 'qw-root--tight qw-root--no-pictures qw-root--compact-steps'],
    [11, 'qw-root--no-pictures qw-root--compact-steps'],
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

describe('useFollowedLayout', () => {
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
      return useFollowedLayout(page);
    });
    expect(result.current).toEqual({ tight: false, noPictures: false, compactSteps: true, offerBeside: false, mapBeside: false });
    const before = renders;
    act(() => listeners.forEach((listener) => listener(30)));
    expect(renders).toBe(before);
    act(() => listeners.forEach((listener) => listener(60)));
    expect(result.current).toEqual({ tight: false, noPictures: false, compactSteps: false, offerBeside: true, mapBeside: true });
    expect(renders).toBe(before + 1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});

describe('the layout in the wizard', () => {
  it('is read and followed once for the whole widget: the sticky map takes the root’s, and follows it', () => {
    const page = fakePage();
    const listeners = new Set<(width: number) => void>();
    let reads = 0;
    page.widgetWidth = () => {
      reads += 1;
      return 60;
    };
    page.onWidgetResize = (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const { container, unmount } = renderWizard({ page });
    const mapBox = () => container.querySelector('.qw-search__map');
    expect(mapBox()).toHaveClass('qw-search__map--sticky');
    expect(reads).toBe(1);
    expect(listeners.size).toBe(1);
    act(() => listeners.forEach((listener) => listener(40)));
    expect(container.querySelector('.qw-root')).not.toHaveClass('qw-root--map-beside');
    expect(mapBox()).not.toHaveClass('qw-search__map--sticky');
    unmount();
    expect(listeners.size).toBe(0);
  });
});
