import type { RdvStatus, Role } from '../platform/db/schema.js';

/** Who asks for a change, relative to one rdv. */
export interface RdvActor {
  role: Role;
  /** The caller is the rdv's patient. */
  isOwnerPatient: boolean;
  /** The caller is the rdv's doctor or that doctor's secretary. */
  isDoctorSide: boolean;
}

export interface RdvTiming {
  now: Date;
  /** The rdv's start. */
  rdvDate: Date;
  /** The doctor's cancellation cutoff, in hours before the start. */
  cutoffHours: number;
}

export type RdvRuleCode = 'INVALID_TRANSITION' | 'CUTOFF_PASSED' | 'FORBIDDEN';

export type RdvRuleResult =
  { ok: true } | { ok: false; code: RdvRuleCode; status: 403 | 409 | 422; message: string };

type Party = 'patient' | 'doctorSide' | 'admin';

interface Edge {
  /** Who may take this edge. */
  parties: readonly Party[];
  /** spec intro: `done` and `absent` only once the rdv's start has passed. */
  afterStart?: true;
}

/** spec intro, "Appointment (rdv) statuses": every edge of the machine and who may take it. */
const edges: Partial<Record<RdvStatus, Partial<Record<RdvStatus, Edge>>>> = {
  pending: {
    confirmed: { parties: ['doctorSide'] },
    cancelled: { parties: ['patient', 'doctorSide', 'admin'] },
  },
  confirmed: {
    cancelled: { parties: ['patient', 'doctorSide', 'admin'] },
    done: { parties: ['doctorSide'], afterStart: true },
    absent: { parties: ['doctorSide'], afterStart: true },
  },
};

const ok: RdvRuleResult = { ok: true };
const refuse = (code: RdvRuleCode, message: string): RdvRuleResult => ({
  ok: false,
  code,
  status: code === 'FORBIDDEN' ? 403 : code === 'CUTOFF_PASSED' ? 422 : 409,
  message,
});

function partiesOf(actor: RdvActor): Party[] {
  const parties: Party[] = [];
  if (actor.role === 'patient' && actor.isOwnerPatient) parties.push('patient');
  if ((actor.role === 'doctor' || actor.role === 'secretary') && actor.isDoctorSide)
    parties.push('doctorSide');
  if (actor.role === 'admin') parties.push('admin');
  return parties;
}

/** spec intro: a patient may cancel or move their rdv only until `cutoffHours` before its start. */
export function isBeforeCutoff(timing: RdvTiming): boolean {
  return timing.now.getTime() + timing.cutoffHours * 3_600_000 <= timing.rdvDate.getTime();
}

/**
 * Whether `actor` may move an rdv from `from` to `to` (spec intro, the status table): an edge the
 * machine lacks is 409 `INVALID_TRANSITION`, an edge this actor may not take 403 `FORBIDDEN`, a
 * patient's cancellation past the cutoff 422 `CUTOFF_PASSED`; `done`/`absent` before the start is not
 * yet a transition of the machine (409 `INVALID_TRANSITION`).
 */
export function canTransition(
  from: RdvStatus,
  to: RdvStatus,
  actor: RdvActor,
  timing: RdvTiming,
): RdvRuleResult {
  const edge = edges[from]?.[to];
  if (edge === undefined) return refuse('INVALID_TRANSITION', `An rdv cannot go from ${from} to ${to}.`);
  const parties = partiesOf(actor);
  const party = edge.parties.find((p) => parties.includes(p));
  if (party === undefined) return refuse('FORBIDDEN', `You may not move this rdv from ${from} to ${to}.`);
  if (edge.afterStart && timing.now.getTime() < timing.rdvDate.getTime()) {
    return refuse('INVALID_TRANSITION', `An rdv becomes ${to} only once its start has passed.`);
  }
  if (party === 'patient' && !isBeforeCutoff(timing)) {
    return refuse('CUTOFF_PASSED', `Cancellation closes ${timing.cutoffHours} hours before the rdv.`);
  }
  return ok;
}

/**
 * spec intro: rescheduling is for `pending` and `confirmed` rdvs, by the patient (before the cutoff),
 * the doctor or their secretary.
 */
export function canReschedule(status: RdvStatus, actor: RdvActor, timing: RdvTiming): RdvRuleResult {
  if (status !== 'pending' && status !== 'confirmed') {
    return refuse('INVALID_TRANSITION', `A ${status} rdv cannot be rescheduled.`);
  }
  const parties = partiesOf(actor);
  if (parties.includes('doctorSide')) return ok;
  if (!parties.includes('patient')) return refuse('FORBIDDEN', 'You may not reschedule this rdv.');
  if (!isBeforeCutoff(timing)) {
    return refuse('CUTOFF_PASSED', `Rescheduling closes ${timing.cutoffHours} hours before the rdv.`);
  }
  return ok;
}
