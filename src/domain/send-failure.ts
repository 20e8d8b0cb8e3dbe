/** One refused field of a 422 answer (API Platform / Symfony): a field name such as `email`, and the server's words. */
export interface Violation {
  propertyPath: string;
  message: string;
}

/**
 * Why a request failed, as far as the visitor needs to know: 'offline' when no answer came (their connection,
 * most likely), 'invalid' when the server refused fields the visitor can correct, 'server' for anything else (an
 * error answer, a fault of ours): not the visitor's connection, and not theirs to fix.
 */
export type SendFailure = { kind: 'offline' } | { kind: 'server' } | { kind: 'invalid'; violations: readonly Violation[] };

/** A failure as the widget shows it: `count` tells each one from the last, so that a new alert is announced again. */
export type ShownFailure = SendFailure & { count: number };
