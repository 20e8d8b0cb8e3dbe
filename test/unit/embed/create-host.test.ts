import { createHost, MODAL_BODY_CLASS, RESIZE_DEBOUNCE_MS, SCROLL_TOP_OFFSET, type OwnedHost } from '../../../src/embed/create-host';

let element: HTMLElement;
let owned: OwnedHost[] = [];

function hostFor(container = element, apiRoot = '/api'): OwnedHost {
  const result = createHost(container, { apiRoot });
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
  jest.useRealTimers();
});

describe('createHost: events', () => {
  it('dispatches the event on the container with its detail', () => {
    const { host } = hostFor();
    const heard: CustomEvent[] = [];
    element.addEventListener('quote-wizard:contact', (event) => heard.push(event as CustomEvent));
    host.emit('quote-wizard:contact', { residence: 'rennes' });
    expect(heard).toHaveLength(1);
    expect(heard[0].detail).toEqual({ residence: 'rennes' });
  });

  it('lets the event bubble to the document', () => {
    const { host } = hostFor();
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    document.addEventListener('quote-wizard:step', listener);
    try {
      host.emit('quote-wizard:step', 2);
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
    const { host } = hostFor(inner);
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    document.addEventListener('quote-wizard:error', listener);
    try {
      host.emit('quote-wizard:error', { kind: 'maps', message: 'Google Maps could not be loaded' });
    } finally {
      document.removeEventListener('quote-wizard:error', listener);
    }
    expect(heard).toHaveLength(1);
  });
});

describe('createHost: the body class of the dialog', () => {
  it("adds 'quote-wizard-modal-open' while a dialog is open", () => {
    const { host } = hostFor();
    host.setModalOpen(true);
    expect(document.body).toHaveClass(MODAL_BODY_CLASS);
    expect(MODAL_BODY_CLASS).toBe('quote-wizard-modal-open');
  });

  it('removes it when the dialog closes', () => {
    const { host } = hostFor();
    host.setModalOpen(true);
    host.setModalOpen(false);
    expect(document.body).not.toHaveClass(MODAL_BODY_CLASS);
  });

  it('removes it on dispose', () => {
    const { host, dispose } = hostFor();
    host.setModalOpen(true);
    dispose();
    expect(document.body).not.toHaveClass(MODAL_BODY_CLASS);
  });

  it("leaves another widget's class alone on dispose", () => {
    const first = hostFor();
    const second = hostFor(document.body.appendChild(document.createElement('div')));
    first.host.setModalOpen(true);
    second.dispose();
    expect(document.body).toHaveClass(MODAL_BODY_CLASS);
  });
});

describe('createHost: viewport', () => {
  it('reports the width on resize, debounced by 200 ms', () => {
    jest.useFakeTimers();
    const { host } = hostFor();
    const widths: number[] = [];
    host.onResize((width) => widths.push(width));
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(widths).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(widths).toEqual([window.innerWidth]);
    expect(RESIZE_DEBOUNCE_MS).toBe(200);
  });

  it('stops listening once the last resize listener is gone', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const { host } = hostFor();
    const off = host.onResize(() => undefined);
    off();
    expect(removed).toHaveBeenCalledWith('resize', expect.any(Function));
  });

  it('removes its window listeners and pending timers on dispose', () => {
    jest.useFakeTimers();
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const { host, dispose } = hostFor();
    const widths: number[] = [];
    host.onResize((width) => widths.push(width));
    host.onScroll(() => undefined);
    window.dispatchEvent(new Event('resize'));
    dispose();
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(widths).toEqual([]);
    for (const [type, listener] of added.mock.calls.filter(([type]) => type === 'resize' || type === 'scroll')) expect(removed).toHaveBeenCalledWith(type, listener);
  });

  it('reads the reduced-motion preference', () => {
    reducedMotion(true);
    expect(hostFor().host.prefersReducedMotion()).toBe(true);
  });
});

describe('createHost: scrolling to the widget', () => {
  beforeEach(() => {
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 500, bottom: 900, left: 0, right: 800, width: 800, height: 400, x: 0, y: 500, toJSON: () => ({}) });
  });

  it('jumps at once, 90 px above the widget, when the visitor prefers reduced motion', () => {
    reducedMotion(true);
    const scrolled = jest.spyOn(window, 'scrollTo');
    hostFor().host.scrollToTop();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ top: 500 - SCROLL_TOP_OFFSET, behavior: 'instant' });
  });

  it('animates over 0.4 s otherwise, ending 90 px above the widget', () => {
    jest.useFakeTimers();
    reducedMotion(false);
    const scrolled = jest.spyOn(window, 'scrollTo');
    hostFor().host.scrollToTop();
    jest.advanceTimersByTime(100);
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled).not.toHaveBeenLastCalledWith({ top: 410, behavior: 'instant' });
    jest.advanceTimersByTime(400);
    expect(scrolled).toHaveBeenLastCalledWith({ top: 410, behavior: 'instant' });
  });

  it('does nothing when the widget is already in place', () => {
    reducedMotion(true);
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 400, left: 0, right: 800, width: 800, height: 400, x: 0, y: 0, toJSON: () => ({}) });
    const scrolled = jest.spyOn(window, 'scrollTo');
    hostFor().host.scrollToTop();
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('createHost: the page around', () => {
  it("gives the page's dataLayer when it is an array", () => {
    const page = window as Window & { dataLayer?: unknown };
    page.dataLayer = [];
    try {
      expect(hostFor().host.dataLayer()).toBe(page.dataLayer);
    } finally {
      delete page.dataLayer;
    }
  });

  it('gives no dataLayer when the page has none', () => {
    expect(hostFor().host.dataLayer()).toBeUndefined();
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
      await hostFor(element, '/devis/api').host.http('POST', '/quotation-requests', { residence: 'rennes' });
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
      await hostFor(element, 'https://api.autre-site.fr').host.http('POST', '/quotation-requests', {});
    } finally {
      window.fetch = originalFetch;
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    expect(calls[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });
});
