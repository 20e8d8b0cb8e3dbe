/**
 * Whether a phone number, as a visitor types it, has enough digits for someone to call it back. Not a full
 * numbering-plan check: it lets through every way people usually write a French or a foreign number, and stops the
 * ones that are plainly cut short, too long or not a number at all (a lead nobody can call is lost).
 */

// Digits and the separators people use between them; a + may only open the number.
const WRITING = /^\+?[\d\s.\-‐‑–/()]+$/;
// E.164 caps a number at 15 digits, country code included; the shortest ones in use reach 8 with it.
const INTERNATIONAL = { min: 8, max: 15 };
const FRANCE = '33';
// A French number without its leading 0 (or its country code): 1 to 9, then 8 digits.
const FRENCH_SIGNIFICANT = /^[1-9]\d{8}$/;

/** The digits of the number after its country code, for a number written with + or 00; null for a national one. */
function internationalDigits(text: string, digits: string): string | null {
  if (text.startsWith('+')) return digits;
  return digits.startsWith('00') ? digits.slice(2) : null;
}

function isPlausibleInternational(digits: string): boolean {
  if (!/^[1-9]/.test(digits)) return false;
  if (digits.startsWith(FRANCE)) {
    // « +33 (0)6… » and « +33 06… » keep the trunk 0 that a French caller drops: still the same number.
    const national = digits.slice(FRANCE.length);
    return FRENCH_SIGNIFICANT.test(national.startsWith('0') ? national.slice(1) : national);
  }
  return digits.length >= INTERNATIONAL.min && digits.length <= INTERNATIONAL.max;
}

export function isPlausiblePhoneNumber(value: string): boolean {
  const text = value.trim();
  if (!WRITING.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  const international = internationalDigits(text, digits);
  if (international !== null) return isPlausibleInternational(international);
  // A national French number: 0 then nine digits. Without the 0 it may be one, or a foreign number without its +.
  if (digits.startsWith('0')) return FRENCH_SIGNIFICANT.test(digits.slice(1));
  return digits.length >= INTERNATIONAL.min && digits.length <= INTERNATIONAL.max;
}

/** A tel: URI for a number as people write it: digits and a leading + only, the French « (0) » left out. */
export function telUri(value: string): string {
  const text = value.trim().replace(/\(0\)/g, '');
  return `tel:${text.startsWith('+') ? '+' : ''}${text.replace(/\D/g, '')}`;
}
