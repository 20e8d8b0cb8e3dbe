import type { ContactRequest } from '../domain/contact-request';
import type { QuotationRequest } from '../domain/quotation';
import type { HttpClient } from './http-client';
import { leadIdOf } from './lead-id';

export const QUOTATION_PATH = '/quotation-requests';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Where a lead's callback request goes: the lead's own resource. */
export const contactPath = (leadId: string) => `${QUOTATION_PATH}/${encodeURIComponent(leadId)}`;

/**
 * Posts the lead with the key that names it (the same on every retry of the same request), and gives the id the
 * server answered with, or null when its answer names none.
 */
export async function submitQuotation(client: HttpClient, request: QuotationRequest, key: string): Promise<string | null> {
  return leadIdOf(await client('POST', QUOTATION_PATH, request, { [IDEMPOTENCY_HEADER]: key }));
}

/** Records on the lead that the visitor asked to be called back (a JSON merge patch), under its own key. */
export async function requestContact(client: HttpClient, leadId: string, patch: ContactRequest, key: string): Promise<void> {
  await client('PATCH', contactPath(leadId), patch, { [IDEMPOTENCY_HEADER]: key });
}
