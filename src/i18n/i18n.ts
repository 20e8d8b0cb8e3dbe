import { setupI18n, type I18n } from '@lingui/core';
import { messages } from './locales/fr/messages';

/** French is the only locale and its own fallback. */
export const LOCALE = 'fr';

/**
 * One instance for every widget on the page: the catalog is read-only once loaded (the command-line checker adds
 * its own sentences to it before it starts).
 */
export const i18n: I18n = setupI18n({ locale: LOCALE, messages: { [LOCALE]: messages } });
