import { forwardRef, type ReactNode } from 'react';
import { FailureAlert } from './FailureAlert';

interface SendAreaProps {
  /** The failure to show above the buttons, if any. */
  failure?: { message: string; count: number };
  phone?: string;
  callText: string;
  busy: boolean;
  busyText: string;
  /** What the last send achieved, kept below the buttons once it succeeded; none before. */
  doneText?: string;
  /** The button that sends, and what sits beside it. */
  children: ReactNode;
}

/**
 * A button that sends, with the alert of a failed send above it and the busy status below it. Nothing above the
 * button appears or goes while a send is in flight, so the button never moves under a second click: the alert
 * stays during a retry and is replaced (announced again) only if the retry fails too. What a success achieved
 * stays in view as plain text: a dialog said it first, and a visitor who closed it quickly can still read it.
 */
export const SendArea = forwardRef<HTMLDivElement, SendAreaProps>(function SendArea({ failure, phone, callText, busy, busyText, doneText, children }, ref) {
  return (
    <div ref={ref} className="qw-submit">
      <FailureAlert message={failure?.message} count={failure?.count ?? 0} phone={phone} callText={callText} />
      {children}
      <p role="status" className="qw-status">
        {busy ? busyText : ''}
      </p>
      {doneText && !busy && <p className="qw-done">{doneText}</p>}
    </div>
  );
});

interface BusyButtonProps {
  type: 'submit' | 'button';
  busy: boolean;
  onClick?(): void;
  children: ReactNode;
}

/** A primary button that says it is busy (aria-busy and a spinner) while its request is in flight. */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton({ type, busy, onClick, children }, ref) {
  return (
    <button ref={ref} type={type} className={`qw-button qw-button--primary${busy ? ' qw-button--busy' : ''}`} aria-busy={busy || undefined} onClick={onClick}>
      {busy && <span className="qw-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
});
