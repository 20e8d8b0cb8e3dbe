import { i18n } from '../i18n/i18n';

/**
 * How messages name a widget so that an editor with several on a page knows which one is meant: its id, or its
 * rank among the page's widgets (« widget n°2 »).
 */
export function widgetName(element: Element): string {
  if (element.id) return `#${element.id}`;
  const all = [...element.ownerDocument.querySelectorAll('[data-quote-wizard], [data-quote-wizard-mounted]')];
  const index = all.indexOf(element);
  return i18n._('config.widget.nth', { number: (index < 0 ? all.length : index) + 1 });
}
