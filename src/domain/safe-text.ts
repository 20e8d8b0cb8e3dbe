/**
 * Characters no name, e-mail address or phone number needs, refused rather than stored: NUL and the other C0 and
 * C1 controls (they break exports, logs and terminals), DEL, line and paragraph separators, and the invisible
 * marks that reorder text (bidi overrides, embeddings and isolates), which can make a stored value read as
 * something else on a salesperson's screen.
 */
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/**
 * The same text in Unicode's composed form (NFC), so that « é » typed as one character or as e + accent is stored,
 * compared and searched as one and the same.
 */
export function composeText(value: string): string {
  return value.normalize('NFC');
}
