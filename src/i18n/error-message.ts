import { errorMessageId } from '../domain/error-codes';
import { i18n } from './i18n';

/** A validation code in French, for code that runs outside React (the example server's answers). */
export function errorMessage(code: string): string {
  return i18n._(errorMessageId(code));
}
