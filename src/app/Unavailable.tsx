import { useLingui } from '@lingui/react';
import { CallUs } from '../components/FailureAlert';

/** What a visitor sees when the widget cannot work: never a blank area, and the network's number when known. */
export function Unavailable({ phone }: { phone?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="qw-wizard">
      <p className="qw-unavailable" role="status">
        {i18n._('wizard.unavailable')}
        {phone && <CallUs phone={phone} text={i18n._('failure.call')} />}
      </p>
    </div>
  );
}
