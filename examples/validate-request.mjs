import { priceOf, quotationRequestSchema } from '../dist/server.mjs';

/**
 * Checks a posted body with the widget's own schema, then against the configuration: the residence must exist
 * and the price must be the configured price of the chosen type. Returns { request } or { status, reason }.
 */
export async function validateRequest(body, residences) {
  try {
    await quotationRequestSchema.validate(body, { abortEarly: false });
  } catch (error) {
    const fields = {};
    for (const issue of error.inner?.length ? error.inner : [error]) fields[issue.path ?? 'body'] ??= issue.message;
    return { status: 422, reason: { error: 'invalid_request', detail: 'Some fields are missing or invalid.', fields } };
  }
  const residence = residences.find((item) => item.id === body.residence);
  if (!residence) return { status: 422, reason: { error: 'unknown_residence', detail: `No residence "${body.residence}".` } };
  const price = priceOf(residence, body.housingType);
  if (price === undefined) return { status: 422, reason: { error: 'no_price', detail: `${residence.name} has no ${body.housingType} price.` } };
  if (price !== body.price) return { status: 422, reason: { error: 'price_mismatch', detail: `The price of ${body.housingType} at ${residence.name} is ${price}, not ${body.price}.` } };
  return { request: body };
}
