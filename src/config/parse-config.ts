import type { Residence } from '../domain/residence';
import { parseResidence } from './parse-residence';
import type { ConfigOverrides, ConfigResult, WizardConfig } from './types';
import { isRecord, readBoolean, readText, readUrl } from './values';

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
const KNOWN_KEYS = new Set<string>(['residences', ...TEXT_KEYS, ...HTML_KEYS, ...URL_KEYS, ...BOOLEAN_KEYS]);

function merge(sources: ConfigSources, problems: string[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  if (sources.json !== undefined) {
    if (isRecord(sources.json)) Object.assign(merged, sources.json);
    else problems.push('the configuration script must hold a JSON object like {"residences": [...]}');
  }
  for (const [key, value] of Object.entries(sources.attributes ?? {})) if (value !== undefined) merged[key] = value;
  for (const [key, value] of Object.entries(sources.overrides ?? {})) if (value !== undefined) merged[key] = value;
  return merged;
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
  const raw = merge(sources, errors);

  if (raw.residences === undefined) {
    errors.push(sources.jsonProblem ?? 'no "residences" key: add "residences": [ {...}, ... ] to the configuration');
  } else if (!Array.isArray(raw.residences)) {
    errors.push('"residences" must be a list (JSON array) of residences');
  } else if (sources.jsonProblem !== undefined) {
    warnings.push(sources.jsonProblem);
  }
  const residences = Array.isArray(raw.residences) ? readResidences(raw.residences, warnings) : [];
  if (Array.isArray(raw.residences) && residences.length === 0) {
    errors.push(raw.residences.length === 0 ? '"residences" is empty: list at least one residence' : 'no residence in "residences" can be used (see the problems below)');
  }

  const unknown = Object.keys(raw).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) warnings.push(`unknown configuration key(s) ${unknown.join(', ')}, ignored (known: ${[...KNOWN_KEYS].join(', ')})`);

  const config: WizardConfig = { residences, generalConditionsGdpr: '', residenceOffers: '', disclaimer: '', apiRoot: '/api', saveProgress: true, saveContact: false };
  for (const key of HTML_KEYS) {
    const value = raw[key];
    if (typeof value === 'string') config[key] = value;
    else if (value !== undefined && value !== null) warnings.push(`"${key}" must be a string of HTML, ignored`);
  }
  for (const key of TEXT_KEYS) {
    const value = readText(raw[key]);
    if (value !== undefined) config[key] = value;
    else if (raw[key] !== undefined && raw[key] !== null && raw[key] !== '') warnings.push(`"${key}" must be a string, ignored`);
  }
  for (const key of URL_KEYS) {
    const value = readUrl(raw[key]);
    if (value !== undefined) config[key] = key === 'apiRoot' ? value.replace(/\/+$/, '') : value;
    else if (raw[key] !== undefined && raw[key] !== null && raw[key] !== '') warnings.push(`"${key}" ${JSON.stringify(raw[key])} is not an http(s) or relative URL, ignored`);
  }
  for (const key of BOOLEAN_KEYS) {
    const value = readBoolean(raw[key]);
    if (value !== undefined) config[key] = value;
    else if (raw[key] !== undefined && raw[key] !== null && raw[key] !== '') warnings.push(`"${key}" must be true or false, ${JSON.stringify(raw[key])} ignored`);
  }
  if (config.residenceName !== undefined && !residences.some((r) => r.id === config.residenceName || r.name === config.residenceName)) {
    warnings.push(`"residenceName" "${config.residenceName}" matches no residence id or name, the visitor starts at the search`);
    delete config.residenceName;
  }

  if (errors.length > 0) return { ok: false, errors: [...errors, ...warnings] };
  return { ok: true, config, warnings };
}
