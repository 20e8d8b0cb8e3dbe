import type { Step } from './navigation';
import type { QuotationRequest } from './quotation';
import type { HousingType } from './residence';

/** What failed, in `quote-wizard:error`. */
export interface WizardErrorDetail {
  /**
   * 'submit': the quotation request; 'contact': the callback request; 'config': the configuration could not be
   * used; 'maps': the map failed (Google Maps did not load, refused the key, or a map could not be drawn) and a
   * simpler one took its place; 'load': a part of the widget (the steps after the search) could not be loaded;
   * 'render': the widget failed and shows its unavailable message.
   */
  kind: 'submit' | 'contact' | 'config' | 'maps' | 'load' | 'render';
  message: string;
  /** HTTP status of a failed request, when there was an answer. */
  status?: number;
}

/** « Être contacté par un conseiller » was used and, when the lead has an id, the server recorded it. */
export interface WizardContactDetail {
  /** The residence's id. */
  residence: string;
  /** The lead's id on the server; null when the answer to its POST named none (nothing was then sent); 'test' in test mode. */
  id: string | null;
  /** The housing type shown when the visitor asked, and its configured price. */
  housingType: HousingType;
  price: number;
  /** Present in test mode, where nothing was sent. */
  test?: true;
}

/** The lead the server accepted; in test mode, the lead that would have been sent, marked `test: true`. */
export type WizardSubmittedDetail = QuotationRequest & { test?: true };

/** The bubbling DOM events a container dispatches, by name, with their `detail`. */
export interface WizardEventMap {
  /** The step index reached: 0 search, 1 form, 2 price. */
  'quote-wizard:step': Step;
  'quote-wizard:submitted': WizardSubmittedDetail;
  'quote-wizard:error': WizardErrorDetail;
  'quote-wizard:contact': WizardContactDetail;
}

export type WizardEventName = keyof WizardEventMap;

/** The events as DOM events: `CustomEvent` with the typed `detail`. */
export type WizardDomEvents = { [K in WizardEventName]: CustomEvent<WizardEventMap[K]> };

// Typed listeners for integrators: `element.addEventListener('quote-wizard:submitted', (e) => e.detail.price)`.
declare global {
  interface HTMLElementEventMap extends WizardDomEvents {}
  interface DocumentEventMap extends WizardDomEvents {}
  interface WindowEventMap extends WizardDomEvents {}
}

/** The React component's callback props, each named after the event it hears. */
export const EVENT_CALLBACKS = {
  onStep: 'quote-wizard:step',
  onSubmitted: 'quote-wizard:submitted',
  onError: 'quote-wizard:error',
  onContact: 'quote-wizard:contact',
} as const satisfies Record<string, WizardEventName>;

/** `onStep`, `onSubmitted`, `onError`, `onContact`: each receives the DOM event itself, typed as a listener's. */
export type WizardEventCallbacks = {
  [P in keyof typeof EVENT_CALLBACKS]?: (event: WizardDomEvents[(typeof EVENT_CALLBACKS)[P]]) => void;
};
