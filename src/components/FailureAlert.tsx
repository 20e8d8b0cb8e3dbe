import { telUri } from '../domain/phone-number';

interface FailureAlertProps {
  /** What failed and what to do; nothing shows without it. */
  message: string | undefined;
  /** Tells one failure from the last, so that a new one is a new alert, announced again. */
  count: number;
  /** The network's number, offered as a tel: link after `callText`. */
  phone?: string;
  callText: string;
}

/**
 * An alert region, always in the page (a region that appears with its text is not announced by every screen
 * reader), filled when something fails, with the network's number when there is one.
 */
export function FailureAlert({ message, count, phone, callText }: FailureAlertProps) {
  return (
    <div role="alert" className="qw-alert-region">
      {message && (
        <p key={count} className="qw-alert">
          {message}
          {phone && <CallUs phone={phone} text={callText} />}
        </p>
      )}
    </div>
  );
}

/** « Vous pouvez aussi nous appeler au 01 23 45 67 89. », the number a link that dials it. */
export function CallUs({ phone, text }: { phone: string; text: string }) {
  return (
    <>
      {' '}
      {text} <a className="qw-phone" href={telUri(phone)}>{phone}</a>.
    </>
  );
}
