import { useLingui } from '@lingui/react';
import { CallUs } from '../../components/FailureAlert';

/**
 * Above the form of a residence that cannot be quoted online: says so before the visitor types anything, and
 * gives the network's number when there is one, since a call is then the only way to learn the prices. A
 * status, not an alert: the visitor did nothing wrong.
 */
export function NoOfferNotice({ phone }: { phone?: string }) {
  const { i18n } = useLingui();
  return (
    <p className="qw-notice" role="status">
      {i18n._('form.noOffer')}
      {phone && <CallUs phone={phone} text={i18n._('form.noOffer.call')} />}
    </p>
  );
}
