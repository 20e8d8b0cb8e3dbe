import type { ConfigSources } from './parse-config';
import type { ConfigOverrides, WizardConfig } from './types';

/** Default id of the configuration script; a container's data-config names another. */
export const DEFAULT_CONFIG_ID = 'quote-wizard-config';

/** data-* attribute → configuration key (decisions.md section 2). */
const ATTRIBUTES: Record<string, keyof WizardConfig> = {
  apiRoot: 'apiRoot',
  stayLink: 'stayLink',
  residenceName: 'residenceName',
  disclaimer: 'disclaimer',
  mapsApiKey: 'mapsApiKey',
  nonce: 'nonce',
  contactPhone: 'contactPhone',
  saveProgress: 'saveProgress',
  saveContact: 'saveContact',
};

/** Collects the container's configuration sources: its JSON script and data attributes. */
export function readSources(element: HTMLElement, overrides?: ConfigOverrides): ConfigSources {
  const attributes: ConfigSources['attributes'] = {};
  for (const [name, key] of Object.entries(ATTRIBUTES)) {
    const value = element.dataset[name];
    if (value !== undefined) attributes[key] = value;
  }
  const sources: ConfigSources = { attributes, overrides };
  // A host that passes the residences to mount() (or the React component) needs no JSON script.
  if (overrides?.residences !== undefined && element.dataset.config === undefined) return sources;
  const id = element.dataset.config?.trim() || DEFAULT_CONFIG_ID;
  const script = element.ownerDocument.getElementById(id);
  if (script === null) {
    sources.jsonProblem = `no configuration script found: add <script type="application/json" id="${id}">{"residences": [...]}</script> to the page`;
  } else {
    try {
      sources.json = JSON.parse(script.textContent ?? '');
    } catch (error) {
      sources.jsonProblem = `the configuration script #${id} is not valid JSON (${(error as Error).message}); check commas and quotes`;
    }
  }
  return sources;
}
