import type { Residence } from '../domain/residence';
import { parseResidence } from './parse-residence';
import type { ConfigOverrides, ConfigResult, WizardConfig } from './types';
import { isRecord, readBoolean, readPhone, readText, readUrl } from './values';

/** Where the configuration comes from, weakest first: JSON script, then data attributes, then mount() options. */
export interface ConfigSources {
  /** The parsed JSON of the configuration script, when there is one. */
  json?: unknown;
  /** Why the JSON script could not be used (missing, bad JSON); only fatal when nothing else gives residences. */
  jsonProblem?: string;
  attributes?: Partial<Record<keyof WizardConfig, string>>;
  overrides?: ConfigOverrides;
}

const TEXT_KEYS = ['residenceName', 'mapsApiKey', 'nonce'] as const;
const HTML_KEYS = ['generalConditionsGdpr', 'residenceOffers', 'disclaimer'] as const;
const URL_KEYS = ['stayLink', 'apiRoot'] as const;
const BOOLEAN_KEYS = ['saveProgress', 'saveContact'] as const;
const KNOWN_KEYS = new Set<string>(['residences', 'contactPhone', ...TEXT_KEYS, ...HTML_KEYS, ...URL_KEYS, ...BOOLEAN_KEYS]);

type Layer = Record<string, unknown>;

/** The sources as layers, strongest first: mount() options, data attributes, the JSON script. */
function layersOf(sources: ConfigSources, problems: string[]): Layer[] {
  const layers: Layer[] = [sources.overrides ?? {}, sources.attributes ?? {}];
  if (sources.json !== undefined) {
    if (isRecord(sources.json)) layers.push(sources.json);
    else problems.push('the configuration script must hold a JSON object like {"residences": [...]}');
  }
  return layers;
}

/**
 * The value of `key` from the strongest layer that gives a usable one. An unusable value is reported and passed
 * over, so that a bad data attribute does not wipe out the good value of the script beneath it.
 */
function pick<T>(layers: Layer[], key: string, read: (value: unknown) => T | undefined, problem: (value: unknown) => string, warnings: string[]): T | undefined {
  for (const layer of layers) {
    const value = layer[key];
    if (value === undefined || value === null || value === '') continue;
    const parsed = read(value);
    if (parsed !== undefined) return parsed;
    warnings.push(problem(value));
  }
  return undefined;
}

function readResidences(raw: unknown, warnings: string[]): Residence[] {
  const residences: Residence[] = [];
  const seen = new Set<string>();
  (raw as unknown[]).forEach((item, index) => {
    const { residence, problems } = parseResidence(item, index);
    warnings.push(...problems);
    if (!residence) return;
    if (seen.has(residence.id)) {
      warnings.push(`residences[${index}] "${residence.name}": id "${residence.id}" is already used by an earlier residence, left out`);
      return;
    }
    seen.add(residence.id);
    residences.push(residence);
  });
  return residences;
}

/** Reads every source once into a typed configuration, collecting all problems instead of stopping at the first. */
export function parseConfig(sources: ConfigSources): ConfigResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  const layers = layersOf(sources, errors);
  const rawResidences = layers.map((layer) => layer.residences).find((value) => value !== undefined);

  if (rawResidences === undefined) {
    errors.push(sources.jsonProblem ?? 'no "residences" key: add "residences": [ {...}, ... ] to the configuration');
  } else if (!Array.isArray(rawResidences)) {
    errors.push('"residences" must be a list (JSON array) of residences');
  } else if (sources.jsonProblem !== undefined) {
    warnings.push(sources.jsonProblem);
  }
  const residences = Array.isArray(rawResidences) ? readResidences(rawResidences, warnings) : [];
  if (Array.isArray(rawResidences) && residences.length === 0) {
    errors.push(rawResidences.length === 0 ? '"residences" is empty: list at least one residence' : 'no residence in "residences" can be used (see the problems below)');
  }

  const unknown = [...new Set(layers.flatMap((layer) => Object.keys(layer)))].filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) warnings.push(`unknown configuration key(s) ${unknown.join(', ')}, ignored (known: ${[...KNOWN_KEYS].join(', ')})`);

  const config: WizardConfig = { residences, generalConditionsGdpr: '', residenceOffers: '', disclaimer: '', apiRoot: '/api', saveProgress: true, saveContact: false };
  const readHtml = (value: unknown) => (typeof value === 'string' ? value : undefined);
  for (const key of HTML_KEYS) {
    const value = pick(layers, key, readHtml, () => `"${key}" must be a string of HTML, ignored`, warnings);
    if (value !== undefined) config[key] = value;
  }
  for (const key of TEXT_KEYS) {
    const value = pick(layers, key, readText, () => `"${key}" must be a string, ignored`, warnings);
    if (value !== undefined) config[key] = value;
  }
  for (const key of URL_KEYS) {
    const value = pick(layers, key, readUrl, (bad) => `"${key}" ${JSON.stringify(bad)} is not an http(s) or relative URL, ignored`, warnings);
    if (value !== undefined) config[key] = key === 'apiRoot' ? value.replace(/\/+$/, '') : value;
  }
  for (const key of BOOLEAN_KEYS) {
    const value = pick(layers, key, readBoolean, (bad) => `"${key}" must be true or false, ${JSON.stringify(bad)} ignored`, warnings);
    if (value !== undefined) config[key] = value;
  }
  const phone = pick(layers, 'contactPhone', readPhone, (bad) => `"contactPhone" ${JSON.stringify(bad)} is not a phone number visitors could call, ignored`, warnings);
  if (phone !== undefined) config.contactPhone = phone;
  if (config.residenceName !== undefined && !residences.some((r) => r.id === config.residenceName || r.name === config.residenceName)) {
    warnings.push(`"residenceName" "${config.residenceName}" matches no residence id or name, the visitor starts at the search`);
    delete config.residenceName;
  }

  if (errors.length > 0) return { ok: false, errors: [...errors, ...warnings] };
  return { ok: true, config, warnings };
}
