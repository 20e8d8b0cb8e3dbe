import { useLingui } from '@lingui/react';
import type { ErrorCode } from '../domain/quotation-schema';

/** Catalog id of each validation code (literal ids, so the catalog test can see them). */
const MESSAGE_IDS: Record<ErrorCode, string> = {
  required: 'error.required',
  email: 'error.email',
  consent: 'error.consent',
  tooLong: 'error.tooLong',
  noOffer: 'error.noOffer',
  invalid: 'error.invalid',
};

/** Turns a schema's error code into French, at display time. */
export function useErrorText(): (code: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (code) => (code === undefined ? undefined : i18n._(MESSAGE_IDS[code as ErrorCode] ?? MESSAGE_IDS.invalid));
}
