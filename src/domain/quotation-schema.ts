import { boolean, mixed, number, object, string } from 'yup';
import { HOUSING_TYPES } from './residence';
import { CIVILITIES, KNOW_US, MAX_LENGTH, STATUSES } from './visitor';

/**
 * Validation shared by the widget and the example server. Messages are codes, turned into French by the
 * forms layer (so the catalog is read when the message is shown, not when this module loads).
 */
export type ErrorCode = 'required' | 'email' | 'consent' | 'tooLong' | 'noOffer' | 'invalid';

const requiredText = (max: number) =>
  string()
    .default('')
    .test('required', 'required', (value) => typeof value === 'string' && value.trim() !== '')
    .test('tooLong', 'tooLong', (value) => (value ?? '').trim().length <= max);

const requiredChoice = <T extends string>(values: readonly T[]) =>
  mixed<T>()
    .nullable()
    .test('required', 'required', (value) => typeof value === 'string' && (values as readonly string[]).includes(value));

// A stricter check than yup's own email(): one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const visitorFields = {
  civility: requiredChoice(CIVILITIES),
  firstName: requiredText(MAX_LENGTH.firstName),
  lastName: requiredText(MAX_LENGTH.lastName),
  email: requiredText(MAX_LENGTH.email).test('email', 'email', (value) => value === undefined || value.trim() === '' || EMAIL.test(value.trim())),
  phoneNumber: requiredText(MAX_LENGTH.phoneNumber),
  status: requiredChoice(STATUSES),
  knowUs: requiredChoice(KNOW_US),
  acceptPromotionalOffers: boolean().default(false),
};

/** Step 1's main form. */
export const visitorSchema = object({
  ...visitorFields,
  rgpd: boolean().default(false).oneOf([true], 'consent'),
});

/**
 * Step 1's housing mini-form. `allowed` are the priced types of the chosen residence; `offer` is the spec's
 * "no offer" rule, which looks at studio, one_room and two_room only.
 */
export const housingSchema = (allowed: readonly string[], offer: boolean) =>
  object({
    housingType: mixed<string>()
      .nullable()
      .test('noOffer', 'noOffer', () => offer)
      .test('required', 'required', (value) => typeof value === 'string' && allowed.includes(value)),
  });

/** The body of POST /quotation-requests, as the server receives it. */
export const quotationRequestSchema = object({
  ...visitorFields,
  residence: string().required('required'),
  housingType: requiredChoice(HOUSING_TYPES),
  price: number().typeError('invalid').required('required').positive('invalid'),
  acceptPromotionalOffers: boolean().strict().required('required'),
})
  .noUnknown('invalid')
  .strict();
