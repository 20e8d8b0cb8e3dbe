import type { Residence } from '../domain/residence';

/** The configuration once read and checked: what the widget runs on. */
export interface WizardConfig {
  residences: Residence[];
  /** Id or name of a residence to preselect (the wizard then opens at step 1). */
  residenceName?: string;
  /** Consent text (HTML) shown with the GDPR checkbox. */
  generalConditionsGdpr: string;
  /** Offers text (HTML) shown on the price step. */
  residenceOffers: string;
  /** Link of 'Réserver un séjour découverte'; the link is hidden without it. */
  stayLink?: string;
  /** Text (HTML) at the bottom of the widget. */
  disclaimer: string;
  /** Root of the API the lead is posted to. Default '/api'. */
  apiRoot: string;
  /** Google Maps key; without it the built-in map of France is used. */
  mapsApiKey?: string;
  /** The network's phone number, offered (as a tel: link) when something fails. Default: none. */
  contactPhone?: string;
  /** Nonce for the fallback style element, for hosts whose CSP needs one. */
  nonce?: string;
  /** Keep the step, residence and choices across a reload in the same tab (sessionStorage, 30 min). Default true. */
  saveProgress: boolean;
  /** Also keep names, e-mail, phone and consent across a reload. Default false: they stay in memory only. */
  saveContact: boolean;
  /** Show the configuration's problems inside the container, for the editor. Default false. */
  debug: boolean;
  /** Send nothing and answer as if the server had accepted, for trying an integration. Default false. */
  testMode: boolean;
}

/** Configuration given in code, before its checks: typed loosely here because the checks must take any value. */
export type ConfigOverrides = Partial<Record<keyof WizardConfig, unknown>>;

/** Problems are French sentences, the same in the console, the debug panel and the checker. */
export type ConfigResult =
  | { ok: true; config: WizardConfig; warnings: string[]; debug: boolean }
  | { ok: false; errors: string[]; debug: boolean; contactPhone?: string };
