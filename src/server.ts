/** What the example server shares with the widget: the configuration reader, the request schemas and their messages. */
export { parseConfig } from './config/parse-config';
export { contactRequestSchema, type ContactRequest } from './domain/contact-request';
export { priceOf } from './domain/pricing';
export { quotationRequestSchema } from './domain/quotation-schema';
export type { QuotationRequest } from './domain/quotation';
export { composeText } from './domain/safe-text';
export { errorMessage } from './i18n/error-message';
