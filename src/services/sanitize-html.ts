import DOMPurify, { type DOMPurify as Purifier, type RemovedAttribute, type RemovedElement, type WindowLike } from 'dompurify';
import { isHtmlElementName } from './html-element-name';

/** One DOMPurify instance of our own per window, so our hook never touches a host's global DOMPurify. */
const purifiers = new WeakMap<WindowLike, Purifier>();

function purifierOf(view: WindowLike): Purifier {
  let purifier = purifiers.get(view);
  if (purifier) return purifier;
  purifier = DOMPurify(view);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links opening a new tab must not hand the host page to the target.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  purifiers.set(view, purifier);
  return purifier;
}

/** Configuration HTML once cleaned, and what was taken out of it, each part named once as an editor wrote it. */
export interface CleanHtml {
  html: string;
  /** `<img>` for an element, `onclick` for an attribute, `href="javascript:…"` for a refused address. */
  removed: string[];
}

/** A refused address is named with its value, so that the editor can tell it from the links that stay. */
const URL_ATTRIBUTES = new Set(['href']);
/** The document the parser wraps the text in, and the marker that keeps a leading `<style>` out of its head. */
const DOCUMENT_TAGS = new Set(['HTML', 'HEAD', 'BODY', 'REMOVE']);
const shortened = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value);

function removedPart(entry: RemovedElement | RemovedAttribute): string | undefined {
  if ('attribute' in entry) {
    if (!entry.attribute) return undefined;
    const { name, value } = entry.attribute;
    return URL_ATTRIBUTES.has(name) ? `${name}="${shortened(value)}"` : name;
  }
  // A comment takes nothing away a visitor would have seen, nor does the document wrapped around the text.
  const { element } = entry;
  if (element.nodeType !== 1 || DOCUMENT_TAGS.has(element.nodeName)) return undefined;
  return `<${element.nodeName.toLowerCase()}>`;
}

/** A word of its own in angle brackets (« jardin <privatif> »): a tag to the parser, text to the editor. */
const BRACKETED_WORD = /<(\p{L}+)>/gu;
/** SVG or MathML: their own elements (« <mglyph> ») are no HTML element's, yet markup all the same. */
const FOREIGN_CONTENT = /<(?:svg|math)[\s/>]/i;

/**
 * `html` with each bracketed word escaped that names no element of HTML and is never closed (« </privatif> »),
 * so that the parser keeps it as text where it would take it for an unknown element and the sanitizer would drop
 * it, word and all. A text holding SVG or MathML is markup through and through, and left as it is.
 */
function keepBracketedWords(html: string, view: WindowLike): string {
  if (FOREIGN_CONTENT.test(html)) return html;
  // A closing tag of that very name, not of a longer one (« </privatif> » does not close « <priv> »).
  const closed = (name: string) => new RegExp(`</${name}[\\s>]`, 'iu').test(html);
  return html.replace(BRACKETED_WORD, (tag, name: string) => (isHtmlElementName(name, view as unknown as Window & typeof globalThis) || closed(name) ? tag : `&lt;${name}&gt;`));
}

/**
 * Cleans configuration HTML: text formatting, lists and links only. No script, no event handler, no style
 * attribute (a strict CSP would refuse it), no javascript: or data: URL. `view` is the window whose document
 * parses it: the page's, or the checker's own.
 */
export function cleanHtml(html: string, view: WindowLike = window): CleanHtml {
  if (html.trim() === '') return { html: '', removed: [] };
  const purifier = purifierOf(view);
  const clean = purifier.sanitize(keepBracketedWords(html, view), {
    ALLOWED_TAGS: ['a', 'abbr', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'ul'],
    ALLOWED_ATTR: ['href', 'target', 'title', 'lang', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    // Parsed as a page's body: a <style> or <script> at the very start would otherwise go to the document's head,
    // dropped without being seen, and the editor never told.
    FORCE_BODY: true,
  });
  const removed = new Set<string>();
  for (const entry of purifier.removed) {
    const part = removedPart(entry);
    if (part) removed.add(part);
  }
  return { html: clean, removed: [...removed] };
}
