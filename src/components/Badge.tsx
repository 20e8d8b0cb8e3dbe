import type { ReactNode } from 'react';

/** A short status next to a residence, e.g. 'Ouverture prochaine'. */
export function Badge({ children }: { children: ReactNode }) {
  return <span className="qw-badge">{children}</span>;
}
