/** What the example server shares with the widget: the configuration reader and the request schema. */
export { parseConfig } from './config/parse-config';
export { priceOf } from './domain/pricing';
export { quotationRequestSchema } from './domain/quotation-schema';
export type { QuotationRequest } from './domain/quotation';
