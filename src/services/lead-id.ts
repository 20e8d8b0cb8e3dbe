/** Longer than any id a server would give; a bigger value is something else, not an id. */
const MAX_ID_LENGTH = 200;

/** A value usable as a lead's id (a whole number, or a short non-blank text), trimmed; null otherwise. */
export function usableLeadId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id !== '' && id.length <= MAX_ID_LENGTH ? id : null;
}

/**
 * The lead's id in the answer to its POST: `id` (a string, or a whole number), else the last segment of an
 * API Platform `@id` IRI such as `/api/quotation_requests/12`. Null when the answer names none.
 */
export function leadIdOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { id, '@id': iri } = answer as Record<string, unknown>;
  const direct = usableLeadId(id);
  if (direct !== null) return direct;
  const path = usableLeadId(iri);
  if (path === null) return null;
  const last = path.split(/[?#]/)[0].replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return usableLeadId(decodeURIComponent(last));
  } catch {
    return null;
  }
}
