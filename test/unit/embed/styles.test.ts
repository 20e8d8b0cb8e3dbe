function shadow(): ShadowRoot {
  const element = document.createElement('div');
  document.body.append(element);
  return element.attachShadow({ mode: 'open' });
}

/** A fresh copy of the module: it keeps one shared constructed sheet per page. */
function loadStyles(): typeof import('../../../src/embed/styles') {
  let loaded: typeof import('../../../src/embed/styles') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('../../../src/embed/styles')>('../../../src/embed/styles');
  });
  if (!loaded) throw new Error('styles module not loaded');
  return loaded;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('applyStyles without constructed stylesheets (jsdom, older browsers)', () => {
  it('puts the widget CSS in a <style> element inside the shadow root', () => {
    const root = shadow();
    loadStyles().applyStyles(root);
    const style = root.querySelector('style');
    expect(style?.textContent).toContain('--qw-color-primary');
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('gives the <style> element the CSP nonce', () => {
    const root = shadow();
    loadStyles().applyStyles(root, 'n0nce');
    expect(root.querySelector('style')?.nonce).toBe('n0nce');
  });

  it('takes the <style> element away again', () => {
    const root = shadow();
    const remove = loadStyles().applyStyles(root);
    remove();
    expect(root.querySelector('style')).toBeNull();
  });
});

describe('applyStyles with constructed stylesheets', () => {
  class FakeSheet {
    text = '';
    replaceSync(text: string) {
      this.text = text;
    }
  }
  const original = Object.getOwnPropertyDescriptor(globalThis, 'CSSStyleSheet');

  /** A shadow root as a browser with constructed sheets has it; its sheets are read back as FakeSheets. */
  function adoptable(): { root: ShadowRoot; sheets(): FakeSheet[]; preset(sheets: FakeSheet[]): void } {
    const root = shadow();
    Object.defineProperty(root, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
    const holder = root as unknown as { adoptedStyleSheets: FakeSheet[] };
    return { root, sheets: () => holder.adoptedStyleSheets, preset: (sheets) => (holder.adoptedStyleSheets = sheets) };
  }

  beforeEach(() => {
    Object.defineProperty(globalThis, 'CSSStyleSheet', { value: FakeSheet, configurable: true, writable: true });
  });

  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'CSSStyleSheet', original);
  });

  it('adopts a sheet holding the widget CSS, with no <style> element', () => {
    const { root, sheets } = adoptable();
    loadStyles().applyStyles(root);
    expect(sheets()).toHaveLength(1);
    expect(sheets()[0].text).toContain('--qw-color-primary');
    expect(root.querySelector('style')).toBeNull();
  });

  it('shares one sheet between the widgets of a page', () => {
    const { applyStyles } = loadStyles();
    const first = adoptable();
    const second = adoptable();
    applyStyles(first.root);
    applyStyles(second.root);
    expect(first.sheets()[0]).toBe(second.sheets()[0]);
  });

  it('takes the sheet away again, keeping the others', () => {
    const { root, sheets, preset } = adoptable();
    const other = new FakeSheet();
    preset([other]);
    const remove = loadStyles().applyStyles(root);
    expect(sheets()).toHaveLength(2);
    remove();
    expect(sheets()).toEqual([other]);
  });
});
