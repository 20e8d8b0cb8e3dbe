import { composeText } from '../../dist/server.mjs';

/**
 * The top-level strings of a JSON object composed (NFC) and trimmed, as they will be stored and compared; any
 * other value is left for the schema to refuse.
 */
export function tidyText(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? composeText(value).trim() : value]));
}
