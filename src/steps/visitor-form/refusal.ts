import type { Violation } from '../../domain/send-failure';
import type { VisitorFormValues } from '../../domain/visitor';
import { NO_SERVER_ERRORS, type ServerErrors } from '../../forms/server-errors';
import { FORM_FIELDS } from './use-summary-labels';

/** What the server refused in a send: per field of the form, and the rest (said in the summary only). */
export interface Refusal {
  fields: ServerErrors;
  others: string[];
}

export const NO_REFUSAL: Refusal = { fields: NO_SERVER_ERRORS, others: [] };

const isFormField = (path: string) => (FORM_FIELDS as readonly string[]).includes(path);

/** Sorts a 422's violations: the first message of each form field, then every other message once. */
export function refusalOf(violations: readonly Violation[], sent: VisitorFormValues): Refusal {
  const messages: Record<string, string> = {};
  const others = new Set<string>();
  for (const { propertyPath, message } of violations) {
    if (!isFormField(propertyPath)) others.add(message);
    else messages[propertyPath] ??= message;
  }
  return { fields: { messages, sent: { ...sent } }, others: [...others] };
}
