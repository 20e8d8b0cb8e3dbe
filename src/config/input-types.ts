import type { HousingType } from '../domain/residence';

/** A number as a CMS template may print it: `1250`, `"1250"`, `"1 250"`, `"1250,50"`. */
export type NumberInput = number | string;

/** A residence as the configuration gives it: what the widget then checks and reads into a Residence. */
export interface ResidenceInput {
  id: string | number;
  name: string;
  region?: string;
  /** Shown with the region, and searched (« 33 » finds 33xxx). */
  city?: string;
  postalCode?: string;
  /** Plain text, or a CMS rich text (paragraphs, lists, emphasis, links; anything else is left out). */
  description?: string | null;
  /** http(s) or relative URL of a picture. */
  image?: string | null;
  /** http(s) or relative URL of the residence's page. */
  link?: string | null;
  /**
   * Default true; false shows « Ouverture prochaine ». Also `"true"`/`"false"`, `1`/`0`, `"1"`/`"0"`, as CMS exports
   * write it; any string is allowed by the type because a JSON file imported in TypeScript types its strings as
   * `string`, and anything else is read as true with a console warning.
   */
  isOpen?: boolean | NumberInput;
  /** Percentages (0 to 100) of the map box: x from the left (west), y from the top (north). */
  position: { positionX: NumberInput; positionY: NumberInput };
  /** Monthly prices; missing, null, 0 or empty means no price for that type. */
  prices: Partial<Record<HousingType, NumberInput | null>>;
}

/** The configuration's optional keys, as in the JSON script. */
export interface ConfigInputOptions {
  /** Id or name of a residence to preselect: the wizard then opens at the form. */
  residenceName?: string;
  /** Consent text (HTML) beside the GDPR checkbox. Default: a French sentence. */
  generalConditionsGdpr?: string;
  /** Offers (HTML) shown on the price step. */
  residenceOffers?: string;
  /** http(s) or relative URL of « Réserver un séjour découverte »; the link is hidden without it. */
  stayLink?: string;
  /** Small print (HTML) at the bottom of the widget. */
  disclaimer?: string;
  /** Where `POST /quotation-requests` goes. Default '/api'. */
  apiRoot?: string;
  /** A Google Maps key; without it the built-in map of France is used. */
  mapsApiKey?: string;
  /** CSP nonce for the fallback `<style>` element. */
  nonce?: string;
  /** Keep the visitor's progress across a reload in the same tab. Default true. */
  saveProgress?: boolean;
  /** Also keep names, e-mail, phone and consent across that reload. Default false. */
  saveContact?: boolean;
  /** Send nothing and answer as if the server had accepted, to try an integration. Default false. */
  testMode?: boolean;
  /** The network's number, offered when a send fails on the network's side, when the widget cannot start, and for a residence without prices. */
  contactPhone?: string;
  /** List the configuration's problems inside the container, for the editor. Default false. */
  debug?: boolean;
}

/**
 * The configuration a host passes in code, typed as the JSON script is written. The widget checks it at run time
 * all the same (a value from an untyped source still gets the console report).
 */
export interface WizardConfigInput extends ConfigInputOptions {
  residences: readonly ResidenceInput[];
}

/** What mount() takes: any key of the configuration, winning over the JSON script and the data attributes. */
export type MountOptions = Partial<WizardConfigInput>;
