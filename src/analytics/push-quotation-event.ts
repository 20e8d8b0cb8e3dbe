import { hashEmail } from './hash-email';

export interface QuotationEventInput {
  residenceName: string;
  email: string;
  statusLabel: string;
  housingLabel: string;
  knowUsLabel: string;
}

export interface QuotationEvent {
  event: 'demande_devis';
  residence: string;
  emailHash: string;
  status: string;
  housingType: string;
  knowUs: string;
}

/** Pushes 'demande_devis' when the host has a data layer; does nothing otherwise. */
export async function pushQuotationEvent(dataLayer: unknown[] | undefined, input: QuotationEventInput): Promise<QuotationEvent | undefined> {
  if (!Array.isArray(dataLayer)) return undefined;
  const event: QuotationEvent = {
    event: 'demande_devis',
    residence: input.residenceName,
    emailHash: await hashEmail(input.email),
    status: input.statusLabel,
    housingType: input.housingLabel,
    knowUs: input.knowUsLabel,
  };
  dataLayer.push(event);
  return event;
}
