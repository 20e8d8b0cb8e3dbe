import type { ReactNode } from 'react';

/** The visible asterisk of a required field; the control itself carries `required`. */
export function RequiredMark() {
  return (
    <span className="qw-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label className="qw-field__label" htmlFor={htmlFor}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
}
