import { CONTAINER_SELECTOR, mountEach, unmountElement } from './mount';
import { MOUNTED_ATTRIBUTE } from './shadow-host';

/** The element itself, then its descendants, that match `selector`. */
function selfAndDescendants(node: Node, selector: string): HTMLElement[] {
  if (!(node instanceof HTMLElement)) return [];
  const found = [...node.querySelectorAll<HTMLElement>(selector)];
  return node.matches(selector) ? [node, ...found] : found;
}

/**
 * Keeps the page's widgets in step with its containers, for page builders and CMS blocks that change the page
 * after load: a container that appears (added, inside something added, or given the attribute) gets a widget,
 * and one that leaves the document loses it, with all it added to the page (listeners, timers, the body class).
 * A container moved elsewhere is still in the document when the records arrive, so it keeps its widget and the
 * visitor's answers. One observer for the page, whatever the number of widgets. Returns the stop.
 */
export function watchPage(doc: Document): () => void {
  const observer = new MutationObserver((records) => {
    const added = new Set<HTMLElement>();
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (!node.isConnected) selfAndDescendants(node, `[${MOUNTED_ATTRIBUTE}]`).forEach(unmountElement);
      }
      for (const node of record.addedNodes) selfAndDescendants(node, CONTAINER_SELECTOR).forEach((element) => added.add(element));
      if (record.type === 'attributes' && record.target instanceof HTMLElement && record.target.matches(CONTAINER_SELECTOR)) added.add(record.target);
    }
    // Added then taken away again before the records came: nothing to show.
    mountEach([...added].filter((element) => element.isConnected));
  });
  observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-quote-wizard'] });
  return () => observer.disconnect();
}
