import { describe, expect, it } from 'vitest';

import { formatTunisNumber } from './tunisNumber';

describe('formatTunisNumber', () => {
  it('never groups an Arabic count with a dot, which reads as dinars', () => {
    expect(formatTunisNumber(26852, 'ar')).toBe('26\u202f852');
    expect(formatTunisNumber(1234567, 'ar')).toBe('1\u202f234\u202f567');
    expect(formatTunisNumber(852, 'ar')).toBe('852');
  });

  it('keeps the decimal sign and the other languages as Intl writes them for Tunisia', () => {
    expect(formatTunisNumber(1234.5, 'ar')).toBe('1\u202f234,5');
    expect(formatTunisNumber(26852, 'fr')).toBe('26\u202f852');
    expect(formatTunisNumber(26852, 'en')).toBe('26,852');
  });
});
