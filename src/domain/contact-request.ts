import { boolean, object, type ObjectSchema } from 'yup';
import { priceOf } from './pricing';
import { priceField, requiredChoice } from './quotation-schema';
import { HOUSING_TYPES, type HousingType, type Residence } from './residence';

/**
 * Body of PATCH /quotation-requests/{id} (a JSON merge patch): the visitor asked to be called back, about the
 * housing type shown at that moment and its configured price.
 */
export interface ContactRequest {
  contactRequested: true;
  housingType: HousingType;
  price: number;
}

/** Builds the patch for the type shown; throws when that type has no price (a programming error). */
export function buildContactRequest(residence: Residence, housingType: HousingType): ContactRequest {
  const price = priceOf(residence, housingType);
  if (price === undefined) throw new Error(`No price for ${housingType} at residence ${residence.id}`);
  return { contactRequested: true, housingType, price };
}

/** The patch as the server receives it; the server also checks the price against the lead's residence. */
export const contactRequestSchema: ObjectSchema<ContactRequest> = object({
  contactRequested: boolean().typeError('invalid').strict().required('required').isTrue('invalid'),
  housingType: requiredChoice(HOUSING_TYPES),
  price: priceField(),
})
  .typeError('invalid')
  .nonNullable('invalid')
  .noUnknown('invalid')
  .strict();
