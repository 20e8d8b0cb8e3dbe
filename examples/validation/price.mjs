import { priceOf } from '../../dist/server.mjs';
import { violation } from './violations.mjs';

/**
 * The configuration's word on a residence (undefined for one it does not know), type and price: the price must be
 * that type's configured price there.
 */
export function priceViolations(residence, housingType, price) {
  if (!residence) return [violation('residence', 'invalid')];
  const configured = priceOf(residence, housingType);
  if (configured === undefined) return [violation('housingType', 'invalid')];
  return configured === price ? [] : [violation('price', 'invalid')];
}
