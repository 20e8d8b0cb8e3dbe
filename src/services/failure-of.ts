import type { WizardErrorDetail } from '../domain/host-events';
import type { SendFailure } from '../domain/send-failure';
import { HttpError, NetworkError } from './http-client';

/**
 * What the visitor is told of a failed request. A 422 counts as fields to correct only when one of its violations
 * names a field the visitor can see (`fields`); a refusal of anything else (a price the server does not know, say)
 * is the server's business.
 */
export function failureOf(error: unknown, fields: readonly string[] = []): SendFailure {
  if (error instanceof NetworkError) return { kind: 'offline' };
  if (error instanceof HttpError && error.violations.some((violation) => fields.includes(violation.propertyPath))) {
    return { kind: 'invalid', violations: error.violations };
  }
  return { kind: 'server' };
}

/** The detail of `quote-wizard:error` for a failed request: what failed, the error's words, the HTTP status if any. */
export function errorDetail(kind: WizardErrorDetail['kind'], error: unknown): WizardErrorDetail {
  return {
    kind,
    message: error instanceof Error ? error.message : String(error),
    status: error instanceof HttpError ? error.status : undefined,
  };
}
