import { boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
import { isPlausiblePhoneNumber } from './phone-number';
import type { QuotationRequest } from './quotation';
import { HOUSING_TYPES } from './residence';
import { hasForbiddenCharacters } from './safe-text';
import { CIVILITIES, KNOW_US, MAX_LENGTH, STATUSES } from './visitor';

/**
 * Validation shared by the widget and the example server. Messages are codes (see error-codes.ts), turned into
 * French by whoever shows them; a value is never part of a message, so an answer never repeats what was sent.
 */
export type { ErrorCode } from './error-codes';

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

const requiredText = (max: number) =>
  string()
    .typeError('invalid')
    .default('')
    .test('required', 'required', (value) => !isBlank(value))
    .test('characters', 'characters', (value) => !hasForbiddenCharacters(value ?? ''))
    .test('tooLong', 'tooLong', (value) => (value ?? '').trim().length <= max);

/**
 * One of a fixed list of values: nothing chosen (absent, null or '') is 'required', and a value given outside the
 * list 'invalid', so that a back end never tells a visitor to fill in a field they filled in.
 */
export const requiredChoice = <T extends string>(values: readonly T[]) =>
  mixed<T>()
    .defined('required')
    .nonNullable('required')
    .test('choice', 'invalid', function (value) {
      if (value === '') return this.createError({ message: 'required' });
      return (values as readonly unknown[]).includes(value);
    });

/** A price as the server receives it: a positive number, never a string. */
export const priceField = () => number().typeError('invalid').required('required').positive('invalid');

// A stricter check than yup's own email(): one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const visitorFields = {
  civility: requiredChoice(CIVILITIES),
  firstName: requiredText(MAX_LENGTH.firstName),
  lastName: requiredText(MAX_LENGTH.lastName),
  email: requiredText(MAX_LENGTH.email).test('email', 'email', (value) => isBlank(value) || EMAIL.test((value as string).trim())),
  // Forbidden characters have their own message; the phone rule speaks of a number cut short or mistyped.
  phoneNumber: requiredText(MAX_LENGTH.phoneNumber).test(
    'phone',
    'phone',
    (value) => isBlank(value) || hasForbiddenCharacters(value as string) || isPlausiblePhoneNumber(value as string),
  ),
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
 * Step 1's housing mini-form. `allowed` are the priced types of the chosen residence; `offer` is the "no offer"
 * rule, which looks at studio, one_room and two_room only.
 */
export const housingSchema = (allowed: readonly string[], offer: boolean) =>
  object({
    housingType: mixed<string>()
      .nullable()
      .test('noOffer', 'noOffer', () => offer)
      .test('required', 'required', (value) => typeof value === 'string' && allowed.includes(value)),
  });

/** Step 1 as one form: the visitor's answers and the housing type, checked together. */
export const visitorFormSchema = (allowed: readonly string[], offer: boolean) => visitorSchema.concat(housingSchema(allowed, offer));

/**
 * The body of POST /quotation-requests, as the server receives it. Strict: it checks values without changing them
 * (a server trims what it stores itself), and a valid body is a QuotationRequest.
 */
export const quotationRequestSchema: ObjectSchema<QuotationRequest> = object({
  ...visitorFields,
  residence: string().typeError('invalid').required('required'),
  housingType: requiredChoice(HOUSING_TYPES),
  price: priceField(),
  acceptPromotionalOffers: boolean().typeError('invalid').strict().required('required'),
})
  .typeError('invalid')
  .nonNullable('invalid')
  .noUnknown('invalid')
  .strict();
