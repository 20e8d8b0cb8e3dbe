import type { Step } from './navigation';
import type { QuotationRequest } from './quotation';

/** What failed, in `quote-wizard:error`. */
export interface WizardErrorDetail {
  /** 'submit': the quotation request; 'config': the configuration could not be used; 'maps': Google Maps did not load. */
  kind: 'submit' | 'config' | 'maps';
  message: string;
  /** HTTP status of a failed request, when there was an answer. */
  status?: number;
}

/** The bubbling DOM events a container dispatches, by name, with their `detail`. */
export interface WizardEventMap {
  'quote-wizard:step': { step: Step };
  'quote-wizard:submitted': QuotationRequest;
  'quote-wizard:error': WizardErrorDetail;
  'quote-wizard:contact': { residence: string };
}

export type WizardEventName = keyof WizardEventMap;
