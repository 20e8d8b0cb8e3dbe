import { useLingui } from '@lingui/react';
import { useWizard } from '../../store/context';

/**
 * The submit button, the alert of a failed send above it and the busy status below it. Nothing above the
 * button appears or goes while a send is in flight, so the button never moves under a second click: the alert
 * stays during a retry and is replaced (announced again) only if the retry fails too.
 */
export function SubmitArea() {
  const { i18n } = useLingui();
  const sending = useWizard((state) => state.sending);
  const failed = useWizard((state) => state.sendFailed);
  const failures = useWizard((state) => state.failedSends);
  return (
    <div className="qw-submit">
      <div role="alert" className="qw-alert-region">
        {failed && (
          <p key={failures} className="qw-alert">
            {i18n._('form.sendError')}
          </p>
        )}
      </div>
      <button type="submit" className={`qw-button qw-button--primary${sending ? ' qw-button--busy' : ''}`} aria-busy={sending || undefined}>
        {sending && <span className="qw-spinner" aria-hidden="true" />}
        {i18n._('form.submit')}
      </button>
      <p role="status" className="qw-status">
        {sending ? i18n._('form.sending') : ''}
      </p>
    </div>
  );
}
