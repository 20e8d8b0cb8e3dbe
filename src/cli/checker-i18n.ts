import { i18n, LOCALE } from '../i18n/i18n';
import { messages } from '../i18n/locales/fr/checker';

// The checker's own sentences (how to call it, what it needs) are said on the command line only: they live in a
// catalog of their own, added here to the widget's, so that the browser never downloads them.
i18n.load(LOCALE, messages);

export { i18n };
