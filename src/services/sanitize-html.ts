import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

/** One DOMPurify instance of our own, so our hook never touches a host's global DOMPurify. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links opening a new tab must not hand the host page to the target.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * Cleans configuration HTML: text formatting, lists and links only. No script, no event handler, no style
 * attribute (a strict CSP would refuse it), no javascript: or data: URL.
 */
export function sanitizeHtml(html: string): string {
  if (html.trim() === '') return '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: ['a', 'abbr', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'ul'],
    ALLOWED_ATTR: ['href', 'target', 'title', 'lang', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
