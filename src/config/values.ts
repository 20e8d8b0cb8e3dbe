import { isPlausiblePhoneNumber } from '../domain/phone-number';
import { hasForbiddenCharacters } from '../domain/safe-text';

/** Small readers for loosely typed CMS values: they return undefined for anything unusable. */

export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (cleaned === '' || !/^[-+]?\d*\.?\d+(e[-+]?\d+)?$/i.test(cleaned)) return undefined;
  return Number(cleaned);
}

export function readText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A phone number someone could call: the widget's own rule for visitors' numbers (see domain/phone-number). */
export function readPhone(value: unknown): string | undefined {
  const text = typeof value === 'string' ? readText(value) : undefined;
  return text !== undefined && !hasForbiddenCharacters(text) && isPlausiblePhoneNumber(text) ? text : undefined;
}

/** A yes or no as CMS exports and French editors write it: true/false, 1/0, « oui »/« non », in any case. */
export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (word === '1' || word === 'true' || word === 'oui') return true;
  if (word === '0' || word === 'false' || word === 'non') return false;
  return undefined;
}

/**
 * A web address copied without its https:// (« www.exemple.fr/sejour »). A browser would take it for a path on
 * the host's own site and lead the visitor to a page that does not exist; it is read as https:// and reported.
 */
export function lacksScheme(value: unknown): value is string {
  return typeof value === 'string' && /^www\./i.test(value.trim());
}

/** Relative URLs and http(s) only: a javascript:, data: or vbscript: link never reaches the page. */
export function readUrl(value: unknown): string | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  // Browsers ignore control characters and spaces inside a scheme, so strip them before looking at it.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text.replace(/[\u0000-\u0020]/g, ''));
  if (scheme && !['http', 'https'].includes(scheme[1].toLowerCase())) return undefined;
  return lacksScheme(text) ? `https://${text}` : text;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
