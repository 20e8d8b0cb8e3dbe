import type { Residence } from './residence';
import { normalizeForSearch } from './search';

/**
 * The residence a page names to open at (`residenceName`): by its id or its name as written, else by its name
 * typed another way (« L'Orée des Arts - Rouen » for « L’Orée des Arts – Rouen »: quotes, dashes, accents and
 * case aside), when only one residence has that name. An editor types the name where the data has it printed.
 */
export function findNamedResidence(residences: readonly Residence[], named: string): Residence | undefined {
  const exact = residences.find((residence) => residence.id === named || residence.name === named);
  if (exact) return exact;
  const wanted = normalizeForSearch(named);
  const alike = residences.filter((residence) => normalizeForSearch(residence.name) === wanted);
  return alike.length === 1 ? alike[0] : undefined;
}
