import { describe, expect, it } from 'vitest';
import { rdvStatuses, type RdvStatus } from '../platform/db/schema.js';
import { canReschedule, canTransition, type RdvActor, type RdvTiming } from './rdv-status.js';

const actors: Record<string, RdvActor> = {
  'owner patient': { role: 'patient', isOwnerPatient: true, isDoctorSide: false },
  'other patient': { role: 'patient', isOwnerPatient: false, isDoctorSide: false },
  'own doctor': { role: 'doctor', isOwnerPatient: false, isDoctorSide: true },
  'other doctor': { role: 'doctor', isOwnerPatient: false, isDoctorSide: false },
  'own secretary': { role: 'secretary', isOwnerPatient: false, isDoctorSide: true },
  'other secretary': { role: 'secretary', isOwnerPatient: false, isDoctorSide: false },
  admin: { role: 'admin', isOwnerPatient: false, isDoctorSide: false },
};

const rdvDate = new Date('2026-03-10T09:00:00Z');
/** Two days before the start: before a 24 h cutoff. */
const early: RdvTiming = { now: new Date('2026-03-08T09:00:00Z'), rdvDate, cutoffHours: 24 };
/** One hour after the start. */
const afterStart: RdvTiming = { now: new Date('2026-03-10T10:00:00Z'), rdvDate, cutoffHours: 24 };

/** spec intro: the table, written out — from, to, and who may. */
const allowed: [RdvStatus, RdvStatus, string[]][] = [
  ['pending', 'confirmed', ['own doctor', 'own secretary']],
  ['pending', 'cancelled', ['owner patient', 'own doctor', 'own secretary', 'admin']],
  ['confirmed', 'cancelled', ['owner patient', 'own doctor', 'own secretary', 'admin']],
  ['confirmed', 'done', ['own doctor', 'own secretary']],
  ['confirmed', 'absent', ['own doctor', 'own secretary']],
];

const cells = rdvStatuses.flatMap((from) =>
  rdvStatuses.flatMap((to) => Object.keys(actors).map((actor) => [from, to, actor] as const)),
);

describe('canTransition: every cell of from × to × actor (spec intro)', () => {
  it.each(cells)('%s → %s by %s', (from, to, actorName) => {
    const edge = allowed.find(([f, t]) => f === from && t === to);
    const timing = to === 'done' || to === 'absent' ? afterStart : early;
    const result = canTransition(from, to, actors[actorName]!, timing);
    if (edge === undefined)
      expect(result).toMatchObject({ ok: false, code: 'INVALID_TRANSITION', status: 409 });
    else if (!edge[2].includes(actorName))
      expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN', status: 403 });
    else expect(result).toEqual({ ok: true });
  });
});

describe('canTransition: the patient cancellation cutoff', () => {
  const patient = actors['owner patient']!;
  it('allows cancelling exactly at the cutoff', () => {
    const timing = { now: new Date('2026-03-09T09:00:00Z'), rdvDate, cutoffHours: 24 };
    expect(canTransition('pending', 'cancelled', patient, timing)).toEqual({ ok: true });
  });
  it('refuses one millisecond after the cutoff with 422 CUTOFF_PASSED', () => {
    const timing = { now: new Date('2026-03-09T09:00:00.001Z'), rdvDate, cutoffHours: 24 };
    expect(canTransition('confirmed', 'cancelled', patient, timing)).toMatchObject({
      ok: false,
      code: 'CUTOFF_PASSED',
      status: 422,
    });
  });
  it('does not apply the cutoff to the doctor side or an admin', () => {
    for (const name of ['own doctor', 'own secretary', 'admin']) {
      expect(canTransition('confirmed', 'cancelled', actors[name]!, afterStart)).toEqual({ ok: true });
    }
  });
});

describe('canTransition: done and absent once the start has passed', () => {
  it.each(['done', 'absent'] as const)('confirmed → %s before the start is 409 INVALID_TRANSITION', (to) => {
    expect(canTransition('confirmed', to, actors['own doctor']!, early)).toMatchObject({
      ok: false,
      code: 'INVALID_TRANSITION',
      status: 409,
    });
  });
  it.each(['done', 'absent'] as const)('confirmed → %s exactly at the start is allowed', (to) => {
    const timing = { now: rdvDate, rdvDate, cutoffHours: 24 };
    expect(canTransition('confirmed', to, actors['own secretary']!, timing)).toEqual({ ok: true });
  });
});

describe('canReschedule (spec intro)', () => {
  const cases = rdvStatuses.flatMap((status) => Object.keys(actors).map((actor) => [status, actor] as const));
  it.each(cases)('%s rdv by %s', (status, actorName) => {
    const result = canReschedule(status, actors[actorName]!, early);
    if (status !== 'pending' && status !== 'confirmed') {
      expect(result).toMatchObject({ ok: false, code: 'INVALID_TRANSITION', status: 409 });
    } else if (['owner patient', 'own doctor', 'own secretary'].includes(actorName)) {
      expect(result).toEqual({ ok: true });
    } else {
      expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN', status: 403 });
    }
  });
  it('refuses the patient past the cutoff with 422 CUTOFF_PASSED, not the doctor', () => {
    const late = { now: new Date('2026-03-09T20:00:00Z'), rdvDate, cutoffHours: 24 };
    expect(canReschedule('pending', actors['owner patient']!, late)).toMatchObject({ code: 'CUTOFF_PASSED' });
    expect(canReschedule('pending', actors['own doctor']!, late)).toEqual({ ok: true });
  });
});
