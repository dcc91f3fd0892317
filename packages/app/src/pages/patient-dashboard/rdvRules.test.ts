import { ApiError } from '@tabib/hooks';
import { describe, expect, it } from 'vitest';

import { errorMessageId } from '../../forms/errorMessage';
import { isChangeable, RDV_ERROR_FALLBACK, RDV_ERROR_MESSAGES, slotsAreStale } from './rdvRules';

const message = (error: unknown) => errorMessageId(error, RDV_ERROR_MESSAGES, RDV_ERROR_FALLBACK);

describe('a patient may cancel or move a pending or confirmed rdv only', () => {
  it.each([
    ['pending', true],
    ['confirmed', true],
    ['done', false],
    ['cancelled', false],
    ['absent', false],
  ] as const)('%s → %s', (status, changeable) => {
    expect(isChangeable({ status })).toBe(changeable);
  });
});

describe('cancel and reschedule failures', () => {
  it("explains the doctor's cutoff (422 CUTOFF_PASSED)", () => {
    expect(message(new ApiError(422, 'CUTOFF_PASSED', 'x'))).toBe('PATIENT.RDVS.CUTOFF_PASSED');
  });

  it('says the slot was taken and asks for fresh slots (409 SLOT_TAKEN, 422 SLOT_UNAVAILABLE)', () => {
    expect(message(new ApiError(409, 'SLOT_TAKEN', 'x'))).toBe('PATIENT.RDVS.SLOT_TAKEN');
    expect(slotsAreStale('SLOT_TAKEN')).toBe(true);
    expect(slotsAreStale('SLOT_UNAVAILABLE')).toBe(true);
    expect(slotsAreStale('CUTOFF_PASSED')).toBe(false);
  });

  it("falls back to requirements §8 'Failed to process appointment', and to the network message", () => {
    expect(message(new ApiError(500, 'INTERNAL', 'x'))).toBe('ERRORS.RDV_FAILED');
    expect(message(new TypeError('Failed to fetch'))).toBe('ERRORS.NETWORK');
  });
});
