import { describe, expect, it } from 'vitest';
import { formatFee } from './formatFee';

describe('formatFee — TND millimes, whole dinars without decimals, otherwise three', () => {
  it.each([
    ['fr', 45_000, '45\u00a0DT'],
    ['fr', 45_500, '45,500\u00a0DT'],
    ['fr', 60_050, '60,050\u00a0DT'],
    ['fr', 1_200_000, '1\u202f200\u00a0DT'],
    ['en', 45_000, 'TND\u00a045'],
    ['en', 45_500, 'TND\u00a045.500'],
    ['ar', 45_000, '\u200f45\u00a0د.ت.\u200f'],
    ['ar', 45_500, '\u200f45,500\u00a0د.ت.\u200f'],
  ] as const)('%s: %d millimes → %s', (locale, millimes, expected) => {
    expect(formatFee(millimes, locale)).toBe(expected);
  });
});
