import { i18n } from '../i18n/i18n';
import { describeJsonError } from './json-error';
import type { ConfigSources } from './parse-config';
import type { ConfigOverrides, WizardConfig } from './types';

/** Default id of the configuration script; a container's data-config names another. */
export const DEFAULT_CONFIG_ID = 'quote-wizard-config';

/** data-* attribute (as in dataset) → configuration key. */
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
  debug: 'debug',
  testMode: 'testMode',
};

/** The configuration an editor pasted as the container's own text, when it is a JSON object. */
function jsonInside(element: HTMLElement): unknown {
  const text = element.textContent?.trim() ?? '';
  if (!text.startsWith('{') || !text.endsWith('}')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The JSON scripts of the page under another id, named after the missing script's message: most often the
 * configuration itself, under the id a CMS block gave it.
 */
function otherScripts(doc: Document): string {
  const ids = Array.from(doc.querySelectorAll('script[type="application/json"][id]'), (script) => script.id);
  return ids.length === 0 ? '' : i18n._('config.script.others', { ids: ids.map((each) => `#${each}`).join(', '), first: ids[0] });
}

/**
 * Whether the browser runs `element` as JavaScript: a script with no type, or a JavaScript one. A configuration in
 * such a script is still read, but the browser reports it as a syntax error of the page, which looks like the
 * widget's.
 */
function runsAsCode(element: Element): boolean {
  const type = element.getAttribute('type')?.trim().toLowerCase() ?? '';
  return element.localName === 'script' && (type === '' || type === 'module' || type.endsWith('javascript') || type.endsWith('ecmascript'));
}

/**
 * Whether the page shows `element` to its visitors: a configuration in a <div> or a <pre> rather than a script is
 * read all the same, but its JSON stays on screen. Asked only of such an element, as it makes the browser compute
 * the page's styles, which a script never needs.
 */
function shownOnPage(element: HTMLElement): boolean {
  if (element.localName === 'script' || element.localName === 'template') return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.hidden;
}

/** Collects the container's configuration sources: its JSON script and data attributes. */
export function readSources(element: HTMLElement, overrides?: ConfigOverrides): ConfigSources {
  const attributes: ConfigSources['attributes'] = {};
  for (const [name, key] of Object.entries(ATTRIBUTES)) {
    const value = element.dataset[name];
    if (value !== undefined) attributes[key] = value;
  }
  // A bare data-debug or data-test-mode switches it on: an empty attribute would otherwise count as absent.
  if (attributes.debug === '') attributes.debug = 'true';
  if (attributes.testMode === '') attributes.testMode = 'true';
  const sources: ConfigSources = { attributes, overrides, view: element.ownerDocument.defaultView ?? undefined };
  // A host that passes the residences to mount() (or the React component) needs no JSON script.
  if (overrides?.residences !== undefined && element.dataset.config === undefined) return sources;
  const id = element.dataset.config?.trim() || DEFAULT_CONFIG_ID;
  const script = element.ownerDocument.getElementById(id);
  const openingTag = `<script type="application/json" id="${id}">`;
  if (script === null) {
    const example = `${openingTag}{"residences": [...]}</script>`;
    const mount = 'mount(element, { residences })';
    const inside = element.dataset.config === undefined ? jsonInside(element) : undefined;
    if (inside !== undefined) {
      // Pasted into the container rather than beside it: used all the same (it was never shown, the widget hides
      // what the container holds), and the editor is told where it belongs.
      sources.json = inside;
      sources.jsonProblem = i18n._('config.json.inContainer', { example });
      return sources;
    }
    // An editor's container (data-quote-wizard, data-config) expects the script; a programmatic mount most
    // likely forgot the residences it meant to pass.
    sources.jsonProblem = element.hasAttribute('data-quote-wizard') || element.dataset.config !== undefined
      ? i18n._('config.script.missing', { example, mount }) + otherScripts(element.ownerDocument)
      : i18n._('config.residences.notGiven', { example, mount, component: '<QuoteWizard config={{ residences }} />' });
  } else {
    const text = script.textContent ?? '';
    try {
      sources.json = JSON.parse(text);
      if (runsAsCode(script)) sources.jsonProblem = i18n._('config.script.notJson', { id, example: openingTag });
      else if (shownOnPage(script)) sources.jsonProblem = i18n._('config.json.shown', { id, element: `<${script.localName}>`, example: openingTag });
    } catch {
      sources.jsonProblem = describeJsonError(id, text);
    }
  }
  return sources;
}
