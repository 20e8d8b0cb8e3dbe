import { CHARACTER_REFERENCE } from '../config/unescape-html';

/**
 * A CMS rich-text field holds tags of HTML, or at least characters escaped for it (« &eacute; »); a plain
 * description may hold a lone < or & or a word of its own in angle brackets (« jardin <privatif> »), which must
 * stay as typed. HTML's own elements, those the sanitizer keeps and those it takes out (an image, a script, a
 * table pasted from elsewhere), mark a text as HTML: shown as typed, their markup would face the visitor. A tag's
 * name ends at a space, a slash or the bracket, never at an accented letter (« <bâtiment> » is a word).
 */
const HTML_TAG =
  /<\/?(?:a|abbr|article|aside|audio|b|blockquote|br|button|center|cite|code|dd|del|details|div|dl|dt|em|embed|figcaption|figure|font|footer|form|h[1-6]|header|hr|i|iframe|img|input|ins|label|li|link|mark|meta|nav|object|ol|option|p|picture|pre|q|s|script|section|select|small|source|span|strike|strong|style|sub|summary|sup|svg|table|tbody|td|template|textarea|tfoot|th|thead|tr|u|ul|video)(?=[\s/>])[^>]*>/i;

/** Whether a residence's description is HTML, to go through the sanitizer, rather than text to show as typed. */
export const isRichText = (text: string) => HTML_TAG.test(text) || CHARACTER_REFERENCE.test(text);
