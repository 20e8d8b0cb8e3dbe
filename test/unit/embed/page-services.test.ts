import { MODAL_BODY_CLASS } from '../../../src/embed/body-class';
import { pageServicesFor, type OwnedPageServices } from '../../../src/embed/page-services';
import { SCROLL_TOP_OFFSET } from '../../../src/embed/top-offset';
import { IDLE_TIMEOUT_MS, RESIZE_DEBOUNCE_MS } from '../../../src/embed/viewport';

let element: HTMLElement;
let owned: OwnedPageServices[] = [];

function servicesFor(container = element, apiRoot = '/api'): OwnedPageServices {
  const result = pageServicesFor(container, apiRoot);
  owned.push(result);
  return result;
}

function reducedMotion(matches: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
  );
}

beforeEach(() => {
  element = document.createElement('div');
  document.body.append(element);
});

afterEach(() => {
  owned.forEach((item) => item.dispose());
  owned = [];
  document.body.innerHTML = '';
  document.body.className = '';
  document.documentElement.removeAttribute('style');
  jest.useRealTimers();
});

describe('page services: events', () => {
  it('dispatches the event on the container with its detail', () => {
    const { page } = servicesFor();
    const heard: CustomEvent[] = [];
    element.addEventListener('quote-wizard:contact', (event) => heard.push(event as CustomEvent));
    const detail = { residence: 'rennes', id: 'lead-1', housingType: 'studio' as const, price: 990 };
    page.emit('quote-wizard:contact', detail);
    expect(heard).toHaveLength(1);
    expect(heard[0].detail).toEqual(detail);
  });

  it('lets the event bubble to the document', () => {
    const { page } = servicesFor();
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    document.addEventListener('quote-wizard:step', listener);
    try {
      page.emit('quote-wizard:step', 2);
    } finally {
      document.removeEventListener('quote-wizard:step', listener);
    }
    expect(heard).toHaveLength(1);
    expect(heard[0].bubbles).toBe(true);
    expect(heard[0].composed).toBe(true);
    expect(heard[0].target).toBe(element);
  });

  it('reaches the page from a container inside another shadow root', () => {
    const outer = document.createElement('div');
    document.body.append(outer);
    const inner = document.createElement('div');
    outer.attachShadow({ mode: 'open' }).append(inner);
    const { page } = servicesFor(inner);
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    document.addEventListener('quote-wizard:error', listener);
    try {
      page.emit('quote-wizard:error', { kind: 'maps', message: 'Google Maps could not be loaded' });
    } finally {
      document.removeEventListener('quote-wizard:error', listener);
    }
    expect(heard).toHaveLength(1);
  });
});

describe('page services: the body class of the dialog', () => {
  it("adds 'quote-wizard-modal-open' while a dialog is open", () => {
    const { page } = servicesFor();
    page.setModalOpen(true);
    expect(document.body).toHaveClass(MODAL_BODY_CLASS);
    expect(MODAL_BODY_CLASS).toBe('quote-wizard-modal-open');
  });

  it('removes it when the dialog closes', () => {
    const { page } = servicesFor();
    page.setModalOpen(true);
    page.setModalOpen(false);
    expect(document.body).not.toHaveClass(MODAL_BODY_CLASS);
  });

  it('removes it on dispose', () => {
    const { page, dispose } = servicesFor();
    page.setModalOpen(true);
    dispose();
    expect(document.body).not.toHaveClass(MODAL_BODY_CLASS);
  });

  it("leaves another widget's class alone on dispose", () => {
    const first = servicesFor();
    const second = servicesFor(document.body.appendChild(document.createElement('div')));
    first.page.setModalOpen(true);
    second.dispose();
    expect(document.body).toHaveClass(MODAL_BODY_CLASS);
  });

  it("keeps it while another widget's dialog is still open", () => {
    const first = servicesFor();
    const second = servicesFor(document.body.appendChild(document.createElement('div')));
    first.page.setModalOpen(true);
    second.page.setModalOpen(true);
    first.page.setModalOpen(false);
    expect(document.body).toHaveClass(MODAL_BODY_CLASS);
    second.page.setModalOpen(false);
    expect(document.body).not.toHaveClass(MODAL_BODY_CLASS);
  });
});

describe('page services: viewport', () => {
  it('tells of a resize once it has settled, debounced by 200 ms', () => {
    jest.useFakeTimers();
    const { page } = servicesFor();
    const resized = jest.fn();
    page.onResize(resized);
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(resized).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(resized).toHaveBeenCalledTimes(1);
    expect(RESIZE_DEBOUNCE_MS).toBe(200);
  });

  it('stops listening once the last resize listener is gone', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const { page } = servicesFor();
    const off = page.onResize(() => undefined);
    off();
    expect(removed).toHaveBeenCalledWith('resize', expect.any(Function));
  });

  it('removes its window listeners and pending timers on dispose', () => {
    jest.useFakeTimers();
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const { page, dispose } = servicesFor();
    const resized = jest.fn();
    page.onResize(resized);
    page.onScroll(() => undefined);
    window.dispatchEvent(new Event('resize'));
    dispose();
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(resized).not.toHaveBeenCalled();
    for (const [type, listener] of added.mock.calls.filter(([type]) => type === 'resize' || type === 'scroll')) expect(removed).toHaveBeenCalledWith(type, listener);
  });

  it('runs idle work when the browser is idle, at the latest after its timeout', () => {
    const idle = jest.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      expect(options?.timeout).toBe(IDLE_TIMEOUT_MS);
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
    try {
      const ran = jest.fn();
      servicesFor().page.whenIdle(ran);
      expect(ran).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });

  it('falls back on a short timer where there is no idle callback, and cancels it on dispose', () => {
    jest.useFakeTimers();
    const ran = jest.fn();
    const { page, dispose } = servicesFor();
    page.whenIdle(ran);
    dispose();
    jest.advanceTimersByTime(1000);
    expect(ran).not.toHaveBeenCalled();
  });

  it('reads the reduced-motion preference', () => {
    reducedMotion(true);
    expect(servicesFor().page.prefersReducedMotion()).toBe(true);
  });
});

describe('page services: scrolling to the widget', () => {
  beforeEach(() => {
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 500, bottom: 900, left: 0, right: 800, width: 800, height: 400, x: 0, y: 500, toJSON: () => ({}) });
  });

  it('jumps at once, 90 px above the widget, when the visitor prefers reduced motion', () => {
    reducedMotion(true);
    const scrolled = jest.spyOn(window, 'scrollTo');
    servicesFor().page.scrollToTop();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ top: 500 - SCROLL_TOP_OFFSET, behavior: 'instant' });
  });

  it("keeps clear the height a taller host header declares with the page's scroll-padding-top", () => {
    reducedMotion(true);
    document.documentElement.style.setProperty('scroll-padding-top', '140px');
    const scrolled = jest.spyOn(window, 'scrollTo');
    const { page } = servicesFor();
    expect(page.topOffset()).toBe(140);
    page.scrollToTop();
    expect(scrolled).toHaveBeenCalledWith({ top: 500 - 140, behavior: 'instant' });
  });

  const headingAt = (top: number) => {
    const heading = document.createElement('h3');
    element.append(heading);
    jest.spyOn(heading, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 50, left: 0, right: 800, width: 800, height: 50, x: 0, y: top, toJSON: () => ({}) });
    return heading;
  };

  it("stops at the widget's top where the new step's heading is whole in the window there", () => {
    reducedMotion(true);
    const scrolled = jest.spyOn(window, 'scrollTo');
    // In jsdom's window of 768 px, the widget's top 90 px down it: the heading's ring ends at 90 + 550 + 16 = 656.
    servicesFor().page.scrollToTop(headingAt(1000));
    expect(scrolled).toHaveBeenCalledWith({ top: 500 - SCROLL_TOP_OFFSET, behavior: 'instant' });
  });

  it("brings the heading to the top where the widget's top would leave it partly out of the window", () => {
    reducedMotion(true);
    const scrolled = jest.spyOn(window, 'scrollTo');
    // The title and a tall step navigation above it: its ring would end at 90 + 710 + 16 = 816 of 768.
    servicesFor().page.scrollToTop(headingAt(1160));
    expect(scrolled).toHaveBeenCalledWith({ top: 1160 - SCROLL_TOP_OFFSET, behavior: 'instant' });
  });

  it('animates over 0.4 s otherwise, ending 90 px above the widget', () => {
    jest.useFakeTimers();
    reducedMotion(false);
    const scrolled = jest.spyOn(window, 'scrollTo');
    servicesFor().page.scrollToTop();
    jest.advanceTimersByTime(100);
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled).not.toHaveBeenLastCalledWith({ top: 410, behavior: 'instant' });
    jest.advanceTimersByTime(400);
    expect(scrolled).toHaveBeenLastCalledWith({ top: 410, behavior: 'instant' });
  });

  it('brings a part of the widget into view at once when the visitor prefers reduced motion', () => {
    reducedMotion(true);
    const part = document.createElement('p');
    element.append(part);
    const brought = jest.spyOn(part, 'scrollIntoView');
    servicesFor().page.bringIntoView(part);
    expect(brought).toHaveBeenCalledWith({ block: 'nearest', behavior: 'instant' });
  });

  describe('when the visitor scrolls meanwhile', () => {
    const own = Object.getOwnPropertyDescriptor(window, 'scrollY');
    let position = 0;
    let scrolled: jest.SpyInstance;
    beforeEach(() => {
      jest.useFakeTimers();
      reducedMotion(false);
      position = 0;
      // A window whose position is what was last asked for, unless the test moves it as a visitor would.
      Object.defineProperty(window, 'scrollY', { configurable: true, get: () => position });
      scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
        position = Math.round(options.top ?? 0);
      }) as typeof window.scrollTo);
    });
    afterEach(() => {
      if (own) Object.defineProperty(window, 'scrollY', own);
    });

    it('stops there instead of pulling the page back', () => {
      servicesFor().page.scrollToTop();
      jest.advanceTimersByTime(100);
      const steps = scrolled.mock.calls.length;
      expect(steps).toBeGreaterThan(0);
      // A wheel, a swipe or a field taking focus moved the page.
      position += 300;
      jest.advanceTimersByTime(500);
      expect(scrolled).toHaveBeenCalledTimes(steps);
      expect(position).toBeGreaterThan(300);
    });

    it('jumps at once to half a window from a far widget, and animates only that last half', () => {
      // Far down a long list: the widget's top is 4,000 px above the window's, which stands at 5,000.
      position = 5000;
      jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: -4000, bottom: -3600, left: 0, right: 800, width: 800, height: 400, x: 0, y: -4000, toJSON: () => ({}) });
      const target = 5000 - 4000 - SCROLL_TOP_OFFSET;
      const half = window.innerHeight / 2;
      servicesFor().page.scrollToTop();
      // Before any frame: the page is already half a window below where it goes.
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(position).toBe(Math.round(target + half));
      jest.advanceTimersByTime(500);
      const tops = scrolled.mock.calls.map(([options]) => (options as ScrollToOptions).top as number);
      expect(tops.every((top) => top >= target && top <= target + half)).toBe(true);
      expect(position).toBe(target);
    });

    it('starts from where a smooth scroll of the page, still under way, left it before the first frame', () => {
      servicesFor().page.scrollToTop();
      // The host's own smooth scroll (a control reached with Tab) moved the page before the animation's first frame.
      position += 60;
      jest.advanceTimersByTime(500);
      expect(position).toBe(410);
    });

    it('animates the whole way from within half a window', () => {
      // The widget's top 300 px below the window's, which stands at 200: 210 px to go.
      position = 200;
      jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 300, bottom: 700, left: 0, right: 800, width: 800, height: 400, x: 0, y: 300, toJSON: () => ({}) });
      servicesFor().page.scrollToTop();
      expect(scrolled).not.toHaveBeenCalled();
      jest.advanceTimersByTime(500);
      expect(scrolled.mock.calls.length).toBeGreaterThan(2);
      expect(position).toBe(410);
    });

    it('stops for a part of the widget brought into view, which then stays in the window', () => {
      const { page } = servicesFor();
      page.scrollToTop();
      jest.advanceTimersByTime(100);
      const steps = scrolled.mock.calls.length;
      expect(steps).toBeGreaterThan(0);
      const part = document.createElement('p');
      element.append(part);
      const brought = jest.spyOn(part, 'scrollIntoView');
      page.bringIntoView(part);
      expect(brought).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
      jest.advanceTimersByTime(500);
      expect(scrolled).toHaveBeenCalledTimes(steps);
      expect(position).toBeLessThan(410);
    });

    it('goes on to the end while only the animation moves the page', () => {
      servicesFor().page.scrollToTop();
      jest.advanceTimersByTime(500);
      expect(scrolled).toHaveBeenLastCalledWith({ top: 410, behavior: 'instant' });
      expect(position).toBe(410);
    });
  });

  it('does nothing when the widget is already in place', () => {
    reducedMotion(true);
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 400, left: 0, right: 800, width: 800, height: 400, x: 0, y: 0, toJSON: () => ({}) });
    const scrolled = jest.spyOn(window, 'scrollTo');
    servicesFor().page.scrollToTop();
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('page services: the page around', () => {
  it("gives the page's dataLayer when it is an array", () => {
    const page = window as Window & { dataLayer?: unknown };
    page.dataLayer = [];
    try {
      expect(servicesFor().page.dataLayer()).toBe(page.dataLayer);
    } finally {
      delete page.dataLayer;
    }
  });

  it('gives no dataLayer when the page has none', () => {
    expect(servicesFor().page.dataLayer()).toBeUndefined();
  });

  it('posts JSON under the apiRoot with the XSRF token of the cookie', async () => {
    const originalFetch = window.fetch;
    const calls: Array<[string, RequestInit | undefined]> = [];
    window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push([String(url), init]);
      return { ok: true, status: 201, text: async () => '' } as Response;
    });
    document.cookie = 'XSRF-TOKEN=jeton-123';
    try {
      await servicesFor(element, '/devis/api').page.http('POST', '/quotation-requests', { residence: 'rennes' });
    } finally {
      window.fetch = originalFetch;
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0];
    expect(url).toBe('/devis/api/quotation-requests');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"residence":"rennes"}');
    expect(init?.headers).toEqual(expect.objectContaining({ 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'jeton-123' }));
  });

  it('keeps the XSRF token away from another origin', async () => {
    const originalFetch = window.fetch;
    const calls: Array<RequestInit | undefined> = [];
    window.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init);
      return { ok: true, status: 201, text: async () => '' } as Response;
    });
    document.cookie = 'XSRF-TOKEN=jeton-123';
    try {
      await servicesFor(element, 'https://api.autre-site.fr').page.http('POST', '/quotation-requests', {});
    } finally {
      window.fetch = originalFetch;
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    expect(calls[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });
});
