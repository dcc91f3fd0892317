import { normalizeTunisianPhone } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/platform/api/spec.js';

/**
 * The request schemas refuse what the stores would refuse: the spec's `Phone` pattern accepts exactly
 * the numbers `normalizeTunisianPhone` (the rule the app and the server share) turns into E.164.
 */
describe('spec `Phone` agrees with normalizeTunisianPhone (docs/decisions/040)', () => {
  const schema = (loadSpec().document.components as { schemas: Record<string, { pattern: string }> }).schemas
    .Phone!;
  const pattern = new RegExp(schema.pattern, 'u');

  it.each([
    '20 123 456',
    '+216 98 765 432',
    '00216 50-123-456',
    '00 216 41 234 567',
    '+216.71.234.567',
    '36123456',
    ' 9 9 1 2 3 4 5 6 ',
    '12 345 678',
    '80 100 200',
    '60 123 456',
    '+33612345678',
    '21620123456',
    '2012345',
    '+216 20 123 456 7',
    '(20) 123 456',
    '+21 6 20 123 456',
    '',
  ])('%j', (input) => {
    expect(pattern.test(input)).toBe(normalizeTunisianPhone(input) !== null);
  });
});
