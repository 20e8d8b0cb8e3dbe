import type { ReactNode } from 'react';

/**
 * The visible asterisk of a required field; the control itself carries `required`. Joined to the label's last word
 * by a no-break space: alone at the start of a line it would read as belonging to what follows.
 */
export function RequiredMark() {
  return (
    <span className="qw-required" aria-hidden="true">
      {'\u00a0*'}
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
