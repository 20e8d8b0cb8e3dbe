import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  /** Its title's id: the title names it, and takes the focus when the dialog opens taller than the window. */
  titleId: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert, Escape closes it.
 * Tab is also kept inside by hand, because the browser lets it reach its own toolbar.
 */
export function Dialog({ titleId, open, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Taller than the window (a phone with a large text), the dialog scrolled to the marked control at its end,
    // and its beginning went out of sight: its title takes the focus instead, so that it is seen and read from
    // the top. Tab then goes on to the controls.
    if (dialog.scrollTop > 0) {
      (dialog.getRootNode() as Document | ShadowRoot).getElementById(titleId)?.focus();
      dialog.scrollTop = 0;
    }
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
    };
  }, [open, titleId]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="qw-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
          return;
        }
        if (event.key !== 'Tab') return;
        const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return;
        const first = items[0];
        const last = items[items.length - 1];
        // The document or the shadow root: both know which element has focus.
        const active = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement;
        if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="qw-dialog__body">{children}</div>
    </dialog>
  );
}
