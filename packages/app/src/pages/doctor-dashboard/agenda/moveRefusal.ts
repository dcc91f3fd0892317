import { ApiError } from '@tabib/hooks';

import { errorMessageId } from '../../../forms/errorMessage';
import { RDV_ERROR_FALLBACK, RDV_ERROR_MESSAGES } from '../../patient-dashboard/rdvRules';

/** The reasons the server gives with 422 `SLOT_UNAVAILABLE` (spec/openapi.yaml, decision 003). */
const REFUSAL_REASONS: Readonly<Record<string, string>> = {
  SLOT_NOT_ON_GRID: 'DOCTOR_DASHBOARD.GRID.REFUSED_NOT_ON_GRID',
  SLOT_OUT_OF_HOURS: 'DOCTOR_DASHBOARD.GRID.REFUSED_OUT_OF_HOURS',
  SLOT_IN_ABSENCE: 'DOCTOR_DASHBOARD.GRID.REFUSED_IN_ABSENCE',
  SLOT_IN_PAST: 'DOCTOR_DASHBOARD.GRID.REFUSED_IN_PAST',
};

/**
 * What the practice reads when `PUT /rdvs/{id}` refuses a move from the time grid: why the time cannot
 * hold the rdv. A 409 `SLOT_TAKEN` there means another active rdv overlaps the rdv's whole length at
 * its new start (the grid showed the start free), not that a patient took the slot meanwhile.
 */
export function moveRefusalId(error: unknown): string {
  if (error instanceof ApiError && error.code === 'SLOT_UNAVAILABLE') {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    return (
      (typeof reason === 'string' && REFUSAL_REASONS[reason]) || 'DOCTOR_DASHBOARD.GRID.REFUSED_UNAVAILABLE'
    );
  }
  if (error instanceof ApiError && error.code === 'SLOT_TAKEN')
    return 'DOCTOR_DASHBOARD.GRID.REFUSED_OVERLAP';
  return errorMessageId(error, RDV_ERROR_MESSAGES, RDV_ERROR_FALLBACK);
}
