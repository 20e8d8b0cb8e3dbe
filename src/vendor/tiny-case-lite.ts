/**
 * A stand-in for tiny-case, which yup imports only for its object schema's camelCase(), snakeCase() and
 * constantCase() key transforms; the widget calls none of them. tiny-case's one regular expression, written for
 * every script and emoji, weighs 0.6 KB gzip in the script-tag bundle; this one splits words on letter case,
 * digits and separators, which is what object keys hold. Tested against tiny-case in test/unit/vendor.
 */
const WORDS = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;

const words = (text: string) => text.match(WORDS) ?? [];

export const camelCase = (text: string) =>
  words(text)
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase()))
    .join('');

export const snakeCase = (text: string) => words(text).join('_').toLowerCase();
