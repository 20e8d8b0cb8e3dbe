import { priceOf } from './pricing';
import type { HousingType, Residence } from './residence';
import type { Civility, KnowUs, Status, VisitorValues } from './visitor';

/** Body of POST /api/quotation-requests: every visitor value but rgpd. */
export interface QuotationRequest {
  residence: string;
  housingType: HousingType;
  price: number;
  civility: Civility;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  status: Status;
  knowUs: KnowUs;
  acceptPromotionalOffers: boolean;
}

/** Builds the request from validated values; throws when the type has no price (a programming error). */
export function buildQuotationRequest(residence: Residence, values: VisitorValues, housingType: HousingType): QuotationRequest {
  const price = priceOf(residence, housingType);
  if (price === undefined) throw new Error(`No price for ${housingType} at residence ${residence.id}`);
  if (values.status === '' || values.knowUs === null) throw new Error('Visitor values are not validated');
  return {
    residence: residence.id,
    housingType,
    price,
    civility: values.civility,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    status: values.status,
    knowUs: values.knowUs,
    acceptPromotionalOffers: values.acceptPromotionalOffers,
  };
}
