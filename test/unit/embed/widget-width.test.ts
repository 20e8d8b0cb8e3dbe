import { widgetWidthOf } from '../../../src/embed/widget-width';

/** jsdom lays nothing out: the container's width and the page's root text size are given by the test. */
function containerOf(clientWidth: number, padding = '0px') {
  const container = document.createElement('div');
  container.style.paddingLeft = padding;
  container.style.paddingRight = padding;
  document.body.append(container);
  jest.spyOn(container, 'clientWidth', 'get').mockReturnValue(clientWidth);
  return container;
}

const observers: Array<{ callback: ResizeObserverCallback; targets: Element[]; connected: boolean }> = [];
class FakeResizeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: ResizeObserverCallback) {
    this.record = { callback, targets: [], connected: true };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.connected = false;
  }
}

const report = (width: number) => {
  for (const { callback, connected } of observers) if (connected) callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
};

let saved: typeof ResizeObserver;
beforeEach(() => {
  observers.length = 0;
  saved = window.ResizeObserver;
  window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  window.ResizeObserver = saved;
  document.documentElement.style.fontSize = '';
  document.body.replaceChildren();
});

describe('widgetWidthOf', () => {
  it('gives the container’s content width in em of the widget’s text, never under 16 px', () => {
    expect(widgetWidthOf(containerOf(940, '10px'), window).widgetWidth()).toBe(57.5);
    // A page's root of 20 px makes the widget's text 20 px: the same column holds fewer em.
    document.documentElement.style.fontSize = '20px';
    expect(widgetWidthOf(containerOf(920), window).widgetWidth()).toBe(46);
    // A page's root of 10 px (the « 62.5 % » habit) leaves the widget's text at 16 px.
    document.documentElement.style.fontSize = '10px';
    expect(widgetWidthOf(containerOf(920), window).widgetWidth()).toBe(57.5);
  });

  it('tells its listeners of the container’s new width, and stops watching with the last one or on dispose', () => {
    const width = widgetWidthOf(containerOf(920), window);
    const [first, second] = [jest.fn(), jest.fn()];
    const stopFirst = width.onWidgetResize(first);
    const stopSecond = width.onWidgetResize(second);
    expect(observers).toHaveLength(1);
    report(480);
    expect(first).toHaveBeenCalledWith(30);
    expect(second).toHaveBeenCalledWith(30);
    stopFirst();
    expect(observers[0].connected).toBe(true);
    stopSecond();
    expect(observers[0].connected).toBe(false);

    const again = jest.fn();
    width.onWidgetResize(again);
    expect(observers).toHaveLength(2);
    width.dispose();
    expect(observers[1].connected).toBe(false);
    report(960);
    expect(again).not.toHaveBeenCalled();
  });
});
