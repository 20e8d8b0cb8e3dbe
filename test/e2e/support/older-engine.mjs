// Chromium made to look like the oldest browsers among the widget's visitors: Safari 16.0 (an iPhone left on iOS
// 16) and Firefox 115 (the last for older Windows). What they lack is taken away before any script of the page
// runs, and the widget's stylesheet is read as they read it, so that a test can walk the widget on such a page.

/**
 * What those browsers lack, as [where it lives, its name]: language features and web APIs that came later, and
 * two that Safari has never had (idle callbacks, the task scheduler). `crypto.randomUUID` exists only on https
 * pages, and many host pages of a CMS are still plain http.
 */
export const MISSING = [
  ['window', 'requestIdleCallback'],
  ['window', 'cancelIdleCallback'],
  ['window', 'scheduler'],
  ['window', 'navigation'],
  ['Crypto.prototype', 'randomUUID'],
  ['ShadowRoot.prototype', 'adoptedStyleSheets'],
  ['Document.prototype', 'adoptedStyleSheets'],
  ['CSSStyleSheet.prototype', 'replaceSync'],
  ['CSSStyleSheet.prototype', 'replace'],
  ['Document.prototype', 'startViewTransition'],
  ['Element.prototype', 'checkVisibility'],
  ['HTMLElement.prototype', 'showPopover'],
  ['HTMLElement.prototype', 'hidePopover'],
  ['HTMLElement.prototype', 'togglePopover'],
  ['HTMLElement.prototype', 'popover'],
  ['Object', 'groupBy'],
  ['Map', 'groupBy'],
  ['Promise', 'withResolvers'],
  ['Promise', 'try'],
  ['Array', 'fromAsync'],
  ['Set.prototype', 'union'],
  ['Set.prototype', 'intersection'],
  ['Set.prototype', 'difference'],
  ['Set.prototype', 'symmetricDifference'],
  ['Set.prototype', 'isSubsetOf'],
  ['Set.prototype', 'isSupersetOf'],
  ['Set.prototype', 'isDisjointFrom'],
  ['String.prototype', 'isWellFormed'],
  ['String.prototype', 'toWellFormed'],
  ['window', 'Iterator'],
  ['URL', 'canParse'],
  ['URL', 'parse'],
  ['AbortSignal', 'any'],
  ['Intl', 'Segmenter'],
  ['Navigator.prototype', 'userActivation'],
];

/**
 * The widget's stylesheet as those browsers read it: `content-visibility` and `contain-intrinsic-size` unknown (a
 * condition on the first is false), and `color-mix()` an unknown function. A declaration holding `var()` is kept
 * when it is read and only fails when its value is computed, so an unknown function there leaves the property as
 * if it were not set, which is what Safari before 16.2 does with the widget's colour mixes.
 */
export function asOlderStylesheet(css) {
  return css
    .replace(/@supports\s*\(\s*content-visibility\s*:\s*hidden\s*\)/g, '@supports (an-unknown-property: none)')
    .replace(/(content-visibility|contain-intrinsic-size)\s*:[^;}]*;?/g, '')
    .replace(/color-mix\(/g, 'an-unknown-function(');
}

/**
 * Makes `page` such a browser from its next navigation on. Without constructed stylesheets, the widget's styles
 * come in a <style> element of its shadow root: each one is rewritten by asOlderStylesheet as soon as it is
 * added, before anything is drawn. `window.__stillThere` lists what could not be taken away.
 */
export async function olderEngine(page) {
  await page.addInitScript({ content: `(${install})(${JSON.stringify(MISSING)}, ${asOlderStylesheet});` });
}

/** Runs in the page, before its own scripts (see olderEngine). */
function install(missing, older) {
  window.__stillThere = [];
  for (const [path, name] of missing) {
    const owner = path === 'window' ? window : path.split('.').reduce((found, key) => found?.[key], window);
    if (owner) delete owner[name];
    if (owner && name in owner) window.__stillThere.push(`${path}.${name}`);
  }
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachOlderShadow(init) {
    const root = attachShadow.call(this, init);
    const rewrite = () => {
      for (const style of root.querySelectorAll('style:not([data-older])')) {
        style.dataset.older = '';
        style.textContent = older(style.textContent);
      }
    };
    new MutationObserver(rewrite).observe(root, { childList: true });
    return root;
  };
}
