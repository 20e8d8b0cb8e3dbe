/** Class on <body> while a thank-you dialog is open. */
export const MODAL_BODY_CLASS = 'quote-wizard-modal-open';

/** The widgets of each document whose dialog is open: the class stays while any of them is. */
const openDialogs = new WeakMap<Document, Set<object>>();

/**
 * The body class of one widget's dialog. Several widgets share the class, so each one only says whether its own
 * dialog is open; the class goes when the last open one closes or is disposed.
 */
export function bodyClassFor(doc: Document) {
  const widget = {};
  const update = () => doc.body.classList.toggle(MODAL_BODY_CLASS, (openDialogs.get(doc)?.size ?? 0) > 0);
  return {
    setOpen(open: boolean) {
      let widgets = openDialogs.get(doc);
      if (!widgets) openDialogs.set(doc, (widgets = new Set()));
      if (open) widgets.add(widget);
      else widgets.delete(widget);
      update();
    },
    dispose() {
      if (openDialogs.get(doc)?.delete(widget)) update();
    },
  };
}
