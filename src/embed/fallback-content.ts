const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
/** Elements that show nothing anyway: hiding them would only change the page for no reason. */
const UNSHOWN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'LINK', 'META']);

/**
 * Hides what a container held before the widget came (text for visitors whose browser did not run the script)
 * and returns the function that puts it back as it was. Elements get `hidden`, and their own value of it comes
 * back; text cannot be hidden, so it is taken out and put back in its place. Nothing is moved otherwise: a host
 * framework that rendered that content still finds its nodes where it left them.
 */
export function hideFallback(container: Element, ownTag: string): () => void {
  const elements: Array<[Element, string | null]> = [];
  const texts: Array<[ChildNode, ChildNode | null]> = [];
  for (const node of Array.from(container.childNodes)) {
    // The element of a widget still on its way out (a React host restarting it) is not the page's content.
    if (node.nodeType === ELEMENT_NODE && !UNSHOWN.has((node as Element).tagName) && (node as Element).localName !== ownTag) {
      elements.push([node as Element, (node as Element).getAttribute('hidden')]);
    } else if (node.nodeType === TEXT_NODE && (node.textContent ?? '').trim() !== '') {
      texts.push([node, node.nextSibling]);
    }
  }
  for (const [element] of elements) element.setAttribute('hidden', '');
  for (const [text] of texts) text.remove();

  return () => {
    for (const [element, hidden] of elements) {
      if (hidden === null) element.removeAttribute('hidden');
      else element.setAttribute('hidden', hidden);
    }
    // Last first, so that a text whose next sibling was another text finds it back in place.
    for (const [text, next] of texts.reverse()) container.insertBefore(text, next?.parentNode === container ? next : null);
  };
}
