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
    const scriptHint = `<script type="application/json" id="${id}">{"residences": [...]}</script>`;
    // An editor's container (data-quote-wizard, data-config) expects the script; a programmatic mount most
    // likely forgot the residences it meant to pass.
    sources.jsonProblem = element.hasAttribute('data-quote-wizard') || element.dataset.config !== undefined
      ? `no configuration script found: add ${scriptHint} to the page, or pass the residences to mount(element, { residences })`
      : `no residences given: pass them to mount(element, { residences }) or to the React component (<QuoteWizard config={{ residences }} />), or add ${scriptHint} to the page`;
  } else {
    try {
      sources.json = JSON.parse(script.textContent ?? '');
    } catch (error) {
      sources.jsonProblem = `the configuration script #${id} is not valid JSON (${(error as Error).message}); check commas and quotes`;
    }
  }
  return sources;
}
