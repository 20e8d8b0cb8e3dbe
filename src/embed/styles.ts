import WIDGET_CSS from '../styles/widget.css';

let shared: CSSStyleSheet | undefined;

function supportsConstructedSheets(root: ShadowRoot): boolean {
  try {
    return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
  } catch {
    return false;
  }
}

/**
 * Gives a shadow root the widget's styles. A constructed stylesheet, shared by every widget on the page, needs
 * no <style> element and so no CSP exception; where it is missing, a <style> element carries the nonce.
 * Returns a function that takes the styles away again.
 */
export function applyStyles(root: ShadowRoot, nonce?: string): () => void {
  if (supportsConstructedSheets(root)) {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(WIDGET_CSS);
    }
    const sheet = shared;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((item) => item !== sheet);
    };
  }
  const style = root.ownerDocument.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = WIDGET_CSS;
  root.prepend(style);
  return () => style.remove();
}
