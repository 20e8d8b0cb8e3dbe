/** An HTML character reference: « &amp; », « &rsquo; », « &#8217; », « &#x2019; ». */
export const CHARACTER_REFERENCE = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

/**
 * A text as a visitor should read it. CMS templates often print titles escaped for HTML (« L&#8217;Orée »,
 * « R&eacute;sidence »), which the page would show as typed. The browser's own parser knows every reference; a
 * textarea takes what it is given as text, so a tag in the value stays text and no attribute is ever parsed.
 * `doc` is the page's document; without one (the configuration read on a server), the text stays as given.
 */
export function unescapeHtml(text: string, doc?: Document): string {
  if (!CHARACTER_REFERENCE.test(text) || !doc) return text;
  const area = doc.createElement('textarea');
  area.innerHTML = text;
  return area.value;
}
