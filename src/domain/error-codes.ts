/**
 * What a validation rule says when a value breaks it. The schemas speak in these codes; the forms layer and the
 * example server turn them into French through the catalog, when the message is shown rather than when a module
 * loads.
 */
export type ErrorCode = 'required' | 'email' | 'consent' | 'tooLong' | 'noOffer' | 'invalid' | 'characters' | 'phone';

/** Catalog id of each code (literal ids, so the catalog test can see them). */
export const ERROR_MESSAGE_IDS: Record<ErrorCode, string> = {
  required: 'error.required',
  email: 'error.email',
  consent: 'error.consent',
  tooLong: 'error.tooLong',
  noOffer: 'error.noOffer',
  invalid: 'error.invalid',
  characters: 'error.characters',
  phone: 'error.phone',
};

/** The catalog id for a code, and the generic one for anything else. */
export function errorMessageId(code: string): string {
  return Object.prototype.hasOwnProperty.call(ERROR_MESSAGE_IDS, code) ? ERROR_MESSAGE_IDS[code as ErrorCode] : ERROR_MESSAGE_IDS.invalid;
}
