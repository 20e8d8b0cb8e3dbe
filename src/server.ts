/** What a back end shares with the widget: the configuration reader, the request schemas, prices and messages. */
export { parseConfig, type ConfigSources } from './config/parse-config';
export type { ConfigResult, WizardConfig } from './config/types';
export { contactRequestSchema, type ContactRequest } from './domain/contact-request';
export { priceOf } from './domain/pricing';
export { quotationRequestSchema } from './domain/quotation-schema';
export type { QuotationRequest } from './domain/quotation';
export type { HousingType, Residence } from './domain/residence';
export { composeText } from './domain/safe-text';
export { errorMessage } from './i18n/error-message';
