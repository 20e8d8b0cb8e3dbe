import { useLingui } from '@lingui/react';
import { useEffect, useId } from 'react';
import { Dialog } from '../../components/Dialog';
import { usePage } from '../../store/page';

interface ThankYouDialogProps {
  residenceName: string;
  open: boolean;
  onClose(): void;
}

/** 'Merci': the adviser will call within 48 hours. The body carries a class while it is open. */
export function ThankYouDialog({ residenceName, open, onClose }: ThankYouDialogProps) {
  const { i18n } = useLingui();
  const closeText = i18n._('thanks.close');
  const page = usePage();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    page.setModalOpen(true);
    return () => page.setModalOpen(false);
  }, [open, page]);

  return (
    <Dialog titleId={titleId} open={open} onClose={onClose}>
      <button type="button" className="qw-dialog__x" aria-label={closeText} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <h4 id={titleId} className="qw-dialog__title" tabIndex={-1}>
        {i18n._('thanks.title')}
      </h4>
      <p>{i18n._('thanks.body', { name: residenceName })}</p>
      <p>{i18n._('thanks.bye')}</p>
      <button type="button" className="qw-button qw-button--primary" data-autofocus="" onClick={onClose}>
        {closeText}
      </button>
    </Dialog>
  );
}
