export { autoMount, mount, MOUNTED_ATTRIBUTE, type WizardHandle } from './embed/mount';
export { QuoteWizard, type QuoteWizardProps } from './embed/QuoteWizard';
export type { ConfigInputOptions, MountOptions, NumberInput, ResidenceInput, WizardConfigInput } from './config/input-types';
export type { WizardConfig } from './config/types';
export type { WizardContactDetail, WizardDomEvents, WizardErrorDetail, WizardEventCallbacks, WizardEventMap, WizardEventName, WizardSubmittedDetail } from './domain/host-events';
export type { QuotationRequest } from './domain/quotation';
export type { HousingType, Residence } from './domain/residence';
