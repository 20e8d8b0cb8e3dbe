import { contactRequestSchema, quotationRequestSchema } from '../../dist/server.mjs';
import { priceViolations } from './price.mjs';
import { tidyText } from './tidy-text.mjs';
import { schemaViolations } from './violations.mjs';

/** A posted lead, checked with the widget's schema then the configured prices: { lead } or { violations }. */
export async function checkLead(body, findResidence) {
  const lead = tidyText(body);
  const violations = await schemaViolations(quotationRequestSchema, lead);
  if (violations.length === 0) violations.push(...priceViolations(findResidence(lead.residence), lead.housingType, lead.price));
  return violations.length > 0 ? { violations } : { lead };
}

/** A callback request on a stored lead, checked the same way against that lead's residence: { patch } or { violations }. */
export async function checkContactRequest(body, lead, findResidence) {
  const patch = tidyText(body);
  const violations = await schemaViolations(contactRequestSchema, patch);
  if (violations.length === 0) violations.push(...priceViolations(findResidence(lead.residence), patch.housingType, patch.price));
  return violations.length > 0 ? { violations } : { patch };
}
