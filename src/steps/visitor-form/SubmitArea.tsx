import { useLingui } from '@lingui/react';
import { useWizard } from '../../store/context';

/** The submit button with its busy state, and the alert of a failed send. */
export function SubmitArea() {
  const { i18n } = useLingui();
  const sending = useWizard((state) => state.sending);
  const failed = useWizard((state) => state.sendFailed);
  return (
    <div className="qw-submit">
      <div role="alert" className="qw-alert-region">
        {failed && !sending && <p className="qw-alert">{i18n._('form.sendError')}</p>}
      </div>
      <p role="status" className="qw-status">
        {sending ? i18n._('form.sending') : ''}
      </p>
      <button type="submit" className={`qw-button qw-button--primary${sending ? ' qw-button--busy' : ''}`} aria-busy={sending || undefined}>
        {sending && <span className="qw-spinner" aria-hidden="true" />}
        {i18n._('form.submit')}
      </button>
    </div>
  );
}
