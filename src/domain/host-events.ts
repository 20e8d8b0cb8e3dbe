import type { Step } from './navigation';
import type { QuotationRequest } from './quotation';

/** What failed, in `quote-wizard:error`. */
export interface WizardErrorDetail {
  /**
   * 'submit': the quotation request; 'config': the configuration could not be used; 'maps': Google Maps did not
   * load; 'load': a part of the widget (the steps after the search) could not be loaded; 'render': a screen failed.
   */
  kind: 'submit' | 'config' | 'maps' | 'load' | 'render';
  message: string;
  /** HTTP status of a failed request, when there was an answer. */
  status?: number;
}

/** The bubbling DOM events a container dispatches, by name, with their `detail`. */
export interface WizardEventMap {
  /** The step index reached: 0 search, 1 form, 2 price. */
  'quote-wizard:step': Step;
  'quote-wizard:submitted': QuotationRequest;
  'quote-wizard:error': WizardErrorDetail;
  'quote-wizard:contact': { residence: string };
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
