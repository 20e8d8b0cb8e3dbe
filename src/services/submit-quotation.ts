import type { QuotationRequest } from '../domain/quotation';
import type { HttpClient } from './http-client';

export const QUOTATION_PATH = '/quotation-requests';

/** Posts the lead. The answer's fields are not read: success only moves the wizard on (spec section 7). */
export async function submitQuotation(client: HttpClient, request: QuotationRequest): Promise<void> {
  await client('POST', QUOTATION_PATH, request);
}
