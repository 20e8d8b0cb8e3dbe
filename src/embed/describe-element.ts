/**
 * An element as the host page wrote it, for console messages: `<div id="devis">`, `<section class="quote">`,
 * `<div data-quote-wizard>`. The id says it all when there is one; otherwise the classes, then the attribute
 * that made the widget mount there.
 */
export function describeElement(element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (element.id) return `<${tag} id="${element.id}">`;
  const classes = element.getAttribute('class')?.trim();
  if (classes) return `<${tag} class="${classes}">`;
  if (element.hasAttribute('data-quote-wizard')) return `<${tag} data-quote-wizard>`;
  return `<${tag}>`;
}
