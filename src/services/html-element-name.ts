/**
 * Whether `name` is one of HTML's own elements (« b », « img », « font »), as the document's own parser knows them,
 * rather than a word an editor put in angle brackets (« privatif »): no list of ours to fall out of date. A name
 * the DOM refuses outright (« <ª> ») is no element's either.
 */
export function isHtmlElementName(name: string, view: Window & typeof globalThis): boolean {
  try {
    return !(view.document.createElement(name) instanceof view.HTMLUnknownElement);
  } catch {
    return false;
  }
}
