import { describe, expect, it } from 'vitest';

import { formatTunisianPhone, normalizeTunisianPhone } from './phone';

describe('normalizeTunisianPhone: 8 digits after an optional +216/00216, mobile 2/4/5/9 or fixed 3/7', () => {
  it.each([
    ['20 123 456', '+21620123456'],
    ['+216 98 765 432', '+21698765432'],
    ['00216 50-123-456', '+21650123456'],
    ['+216.41.234.567', '+21641234567'],
    ['71 234 567', '+21671234567'],
    ['36123456', '+21636123456'],
    ['+21620123456', '+21620123456'],
  ])('%j → %s', (input, e164) => {
    expect(normalizeTunisianPhone(input)).toBe(e164);
  });

  it.each([
    ['12 345 678', 'no network starts with 1'],
    ['80 100 200', 'special services'],
    ['60 123 456', 'unassigned block'],
    ['+33612345678', 'a French number'],
    ['+33 6 12 34 56 78', 'a French number, spaced'],
    ['21620123456', 'country code without + or 00'],
    ['2012345', 'seven digits'],
    ['201234567', 'nine digits'],
    ['+216 20 123 456 7', 'nine digits after +216'],
    ['20 123 45a', 'a letter'],
    ['(20) 123 456', 'parentheses'],
    ['', 'empty'],
  ])('%j is refused (%s)', (input) => {
    expect(normalizeTunisianPhone(input)).toBeNull();
  });
});

describe('formatTunisianPhone', () => {
  it('groups the national number 2-3-3 after +216', () => {
    expect(formatTunisianPhone('+21620123456')).toBe('+216 20 123 456');
    expect(formatTunisianPhone('71234567')).toBe('+216 71 234 567');
  });

  it.each(['55546724', '+21655546724', '0021655546724', '55 546 724', '+216 55-546-724', '55.546.724'])(
    '%j → +216 55 546 724, however it was typed or stored',
    (phone) => {
      expect(formatTunisianPhone(phone)).toBe('+216 55 546 724');
    },
  );

  it('leaves what is not a Tunisian number as it is', () => {
    expect(formatTunisianPhone('+33612345678')).toBe('+33612345678');
  });
});
