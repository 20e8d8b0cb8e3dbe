import { describeElement } from '../embed/describe-element';
import { i18n } from '../i18n/i18n';

/**
 * How messages name a widget so that an editor with several on a page knows which one is meant: its id, or its
 * rank among the page's widgets (« widget n°2 »). An element mounted by code, not marked for the widget, is
 * named as the page writes it (`<section class="devis">`).
 */
export function widgetName(element: Element): string {
  if (element.id) return `#${element.id}`;
  const all = [...element.ownerDocument.querySelectorAll('[data-quote-wizard], [data-quote-wizard-mounted]')];
  const index = all.indexOf(element);
  if (index < 0) return describeElement(element);
  return i18n._('config.widget.nth', { number: index + 1 });
}
