import { findNamedResidence } from '../domain/named-residence';
import type { Residence } from '../domain/residence';
import { i18n } from '../i18n/i18n';
import { parseResidence } from './parse-residence';
import { sourceName, type SourceKind } from './source-name';
import type { ConfigOverrides, ConfigResult, WizardConfig } from './types';
import { isRecord, lacksScheme, readBoolean, readPhone, readText, readUrl } from './values';

/** Where the configuration comes from, weakest first: JSON script, then data attributes, then mount() options. */
export interface ConfigSources {
  /** The parsed JSON of the configuration script, when there is one. */
  json?: unknown;
  /** Why the JSON script could not be used (missing, bad JSON); only fatal when nothing else gives residences. */
  jsonProblem?: string;
  attributes?: Partial<Record<keyof WizardConfig, string>>;
  overrides?: ConfigOverrides;
  /**
   * The window of the page the configuration is in, whose parser reads a text's character references and tells
   * HTML's tags from other words in angle brackets: the checker's page is not the global one. None on a server.
   */
  view?: Window & typeof globalThis;
}

const TEXT_KEYS = ['residenceName', 'mapsApiKey', 'nonce'] as const;
const HTML_KEYS = ['generalConditionsGdpr', 'residenceOffers', 'disclaimer'] as const;
const URL_KEYS = ['stayLink', 'apiRoot'] as const;
const BOOLEAN_KEYS = ['saveProgress', 'saveContact', 'debug', 'testMode'] as const;
const KNOWN_KEYS = new Set<string>(['residences', 'contactPhone', ...TEXT_KEYS, ...HTML_KEYS, ...URL_KEYS, ...BOOLEAN_KEYS]);

type Layer = { kind: SourceKind; values: Record<string, unknown> };

/** The sources as layers, strongest first: mount() options, data attributes, the JSON script. */
function layersOf(sources: ConfigSources, problems: string[]): Layer[] {
  const layers: Layer[] = [
    { kind: 'option', values: sources.overrides ?? {} },
    { kind: 'attribute', values: sources.attributes ?? {} },
  ];
  if (sources.json !== undefined) {
    if (isRecord(sources.json)) layers.push({ kind: 'json', values: sources.json });
    else problems.push(i18n._('config.json.notObject', { example: '{"residences": [...]}' }));
  }
  return layers;
}

type Describe = (source: string, value: string) => string;

/** A value read from the configuration, with where the editor wrote it (named as they would) and as written. */
interface Picked<T> {
  value: T;
  source: string;
  raw: unknown;
}

/**
 * The value of `key` from the strongest layer that gives a usable one. An unusable value is reported under the
 * name the editor wrote it with, and passed over, so that a bad data attribute does not wipe out the good value
 * of the script beneath it.
 */
function pick<T>(layers: Layer[], key: string, read: (value: unknown) => T | undefined, problem: Describe, warnings: string[]): Picked<T> | undefined {
  for (const { kind, values } of layers) {
    const raw = values[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = read(raw);
    if (value !== undefined) return { value, source: sourceName(kind, key), raw };
    warnings.push(problem(sourceName(kind, key), JSON.stringify(raw)));
  }
  return undefined;
}

function readResidences(raw: unknown[], warnings: string[], view: ConfigSources['view']): Residence[] {
  const residences: Residence[] = [];
  const seen = new Set<string>();
  raw.forEach((item, index) => {
    const parsed = parseResidence(item, index, view);
    const { residence } = parsed;
    warnings.push(...parsed.problems);
    if (!residence) return;
    if (seen.has(residence.id)) {
      warnings.push(i18n._('config.residence.duplicate', { where: parsed.where, id: JSON.stringify(residence.id) }));
      return;
    }
    seen.add(residence.id);
    residences.push(residence);
  });
  return residences;
}

const html: Describe = (source) => i18n._('config.value.html', { source });
const text: Describe = (source) => i18n._('config.value.text', { source });
const url: Describe = (source, value) => i18n._('config.value.url', { source, value });
const boolean: Describe = (source, value) => i18n._('config.value.boolean', { source, value });
const phoneNumber: Describe = (source, value) => i18n._('config.value.phone', { source, value });

/** Reads every source once into a typed configuration, collecting all problems instead of stopping at the first. */
export function parseConfig(sources: ConfigSources): ConfigResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  const layers = layersOf(sources, errors);
  const rawResidences = layers.map((layer) => layer.values.residences).find((value) => value !== undefined);

  if (rawResidences === undefined) {
    errors.push(sources.jsonProblem ?? i18n._('config.residences.missing', { example: '"residences": [ {...}, ... ]' }));
  } else if (!Array.isArray(rawResidences)) {
    errors.push(i18n._('config.residences.notList'));
  } else if (sources.jsonProblem !== undefined) {
    warnings.push(sources.jsonProblem);
  }
  const residences = Array.isArray(rawResidences) ? readResidences(rawResidences, warnings, sources.view) : [];
  if (Array.isArray(rawResidences) && residences.length === 0) {
    errors.push(i18n._(rawResidences.length === 0 ? 'config.residences.empty' : 'config.residences.noneUsable'));
  }

  const unknown = [...new Set(layers.flatMap((layer) => Object.keys(layer.values)))].filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) warnings.push(i18n._('config.keys.unknown', { keys: unknown.join(', '), known: [...KNOWN_KEYS].join(', ') }));

  const config: WizardConfig = { residences, generalConditionsGdpr: '', residenceOffers: '', disclaimer: '', apiRoot: '/api', saveProgress: true, saveContact: false, debug: false, testMode: false };
  const readHtml = (value: unknown) => (typeof value === 'string' ? value : undefined);
  for (const key of HTML_KEYS) {
    const picked = pick(layers, key, readHtml, html, warnings);
    if (picked) config[key] = picked.value;
  }
  let residenceName: Picked<string> | undefined;
  for (const key of TEXT_KEYS) {
    const picked = pick(layers, key, readText, text, warnings);
    if (picked) config[key] = picked.value;
    if (key === 'residenceName') residenceName = picked;
  }
  for (const key of URL_KEYS) {
    const picked = pick(layers, key, readUrl, url, warnings);
    if (!picked) continue;
    config[key] = key === 'apiRoot' ? picked.value.replace(/\/+$/, '') : picked.value;
    if (lacksScheme(picked.raw)) warnings.push(i18n._('config.value.noScheme', { source: picked.source, value: JSON.stringify(picked.raw), url: picked.value }));
  }
  for (const key of BOOLEAN_KEYS) {
    const picked = pick(layers, key, readBoolean, boolean, warnings);
    if (picked) config[key] = picked.value;
  }
  const phone = pick(layers, 'contactPhone', readPhone, phoneNumber, warnings);
  if (phone) config.contactPhone = phone.value;
  if (residenceName && !findNamedResidence(residences, residenceName.value)) {
    warnings.push(i18n._('config.residenceName.unknown', { source: residenceName.source, value: JSON.stringify(residenceName.value) }));
    delete config.residenceName;
  }

  if (errors.length > 0) {
    // The number still reaches the visitor, the one way left to them to ask for a quote.
    return { ok: false, errors: [...errors, ...warnings], debug: config.debug, contactPhone: config.contactPhone };
  }
  return { ok: true, config, warnings, debug: config.debug };
}
