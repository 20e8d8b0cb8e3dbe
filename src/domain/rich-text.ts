import { CHARACTER_REFERENCE } from '../config/unescape-html';

/**
 * A CMS rich-text field holds formatting tags, or at least characters escaped for HTML (« &eacute; »); a plain
 * description may hold a lone < or & or a word in angle brackets, which must stay as typed. Shown as text,
 * anything else is harmless.
 */
const HTML_TAG = /<\/?(?:a|abbr|b|br|div|em|h[1-6]|i|li|ol|p|small|span|strong|sub|sup|u|ul)\b[^>]*>/i;

/** Whether a residence's description is HTML, to go through the sanitizer, rather than text to show as typed. */
export const isRichText = (text: string) => HTML_TAG.test(text) || CHARACTER_REFERENCE.test(text);
