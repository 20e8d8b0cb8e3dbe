import { useLingui } from '@lingui/react';
import { errorMessageId } from '../domain/error-codes';

/** Turns a schema's error code into French, at display time. */
export function useErrorText(): (code: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (code) => (code === undefined ? undefined : i18n._(errorMessageId(code)));
}
