import type { HousingType } from './residence';

export const CIVILITIES = ['m', 'mme'] as const;
export type Civility = (typeof CIVILITIES)[number];

export const STATUSES = ['future_resident', 'senior_child', 'senior_relative'] as const;
export type Status = (typeof STATUSES)[number];

export const KNOW_US = ['press', 'internet', 'socials', 'newsletter', 'tradeFairs', 'event', 'other'] as const;
export type KnowUs = (typeof KNOW_US)[number];

/** The visitor's answers of step 1, but the housing type. */
export interface VisitorValues {
  civility: Civility;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  status: Status | '';
  knowUs: KnowUs | null;
  acceptPromotionalOffers: boolean;
  rgpd: boolean;
}

export const emptyVisitor = (): VisitorValues => ({
  civility: 'm',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  status: '',
  knowUs: null,
  acceptPromotionalOffers: false,
  rgpd: false,
});

/** Longest value accepted per text field, kept in step with the inputs' maxLength. */
export const MAX_LENGTH = { firstName: 80, lastName: 80, email: 254, phoneNumber: 30 } as const;

/** Step 1's form: the visitor's answers and the housing type. */
export type VisitorFormValues = VisitorValues & { housingType: HousingType | null };
