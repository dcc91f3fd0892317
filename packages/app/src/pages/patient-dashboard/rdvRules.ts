import type { Rdv } from '@tabib/sdk';

/**
 * spec/openapi.yaml status machine: a patient may cancel or move a `pending` or `confirmed` rdv
 * (before the doctor's cutoff, which only the server knows: 422 CUTOFF_PASSED).
 */
export function isChangeable(rdv: Pick<Rdv, 'status'>): boolean {
  return rdv.status === 'pending' || rdv.status === 'confirmed';
}

// What the patient reads when cancelling or moving fails (requirements §8 'Failed to process appointment' else).
export const RDV_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  CUTOFF_PASSED: 'PATIENT.RDVS.CUTOFF_PASSED',
  INVALID_TRANSITION: 'PATIENT.RDVS.ALREADY_CHANGED',
  SLOT_TAKEN: 'PATIENT.RDVS.SLOT_TAKEN',
  SLOT_UNAVAILABLE: 'PATIENT.RDVS.SLOT_TAKEN',
};

export const RDV_ERROR_FALLBACK = 'ERRORS.RDV_FAILED';

/** 409 SLOT_TAKEN and 422 SLOT_UNAVAILABLE: the free slots shown are out of date. */
export function slotsAreStale(code: string): boolean {
  return code === 'SLOT_TAKEN' || code === 'SLOT_UNAVAILABLE';
}
