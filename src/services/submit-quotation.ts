import type { QuotationRequest } from '../domain/quotation';
import type { HttpClient } from './http-client';

export const QUOTATION_PATH = '/quotation-requests';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Posts the lead with the key that names it (the same on every retry of the same request). The answer's fields
 * are not read: success only moves the wizard on (spec section 7).
 */
export async function submitQuotation(client: HttpClient, request: QuotationRequest, key: string): Promise<void> {
  await client('POST', QUOTATION_PATH, request, { [IDEMPOTENCY_HEADER]: key });
}
