/**
 * Tunisian phone numbers: eight digits after the country code 216, the first telling the network —
 * mobiles 2, 4, 5 and 9, fixed lines 3 and 7. Special and premium services (8) and unassigned blocks
 * (0, 1, 6) are refused: nobody can be called back there.
 */
const SEPARATORS = /[ .-]/g;
const NATIONAL_NUMBER = /^[234579]\d{7}$/;
const COUNTRY_PREFIX = /^(?:\+|00)216/;

/**
 * A phone as typed — spaces, dots and dashes anywhere, an optional `+216` or `00216` — in E.164
 * (`+216XXXXXXXX`), or null when it is not a Tunisian number: `20 123 456` and `+216 20.123.456`
 * give `+21620123456`; `12 345 678`, `+33612345678` and `21620123456` (no `+`) give null.
 */
export function normalizeTunisianPhone(input: string): string | null {
  const national = input.replace(SEPARATORS, '').replace(COUNTRY_PREFIX, '');
  return NATIONAL_NUMBER.test(national) ? `+216${national}` : null;
}

/** A stored E.164 Tunisian phone as people read it, `+216 20 123 456`; anything else unchanged. */
export function formatTunisianPhone(phone: string): string {
  const e164 = normalizeTunisianPhone(phone);
  if (e164 === null) return phone;
  const national = e164.slice(4);
  return `+216 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}
