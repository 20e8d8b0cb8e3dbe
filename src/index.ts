export { autoMount, mount, MOUNTED_ATTRIBUTE, type WizardHandle } from './embed/mount';
export { QuoteWizard, type QuoteWizardProps } from './embed/QuoteWizard';
export type { ConfigOverrides, WizardConfig } from './config/types';
export type { WizardContactDetail, WizardDomEvents, WizardErrorDetail, WizardEventMap, WizardEventName } from './domain/host-events';
export type { QuotationRequest } from './domain/quotation';
export type { HousingType, Residence } from './domain/residence';
