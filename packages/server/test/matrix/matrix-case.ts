import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApiRole } from '../../src/platform/api/spec.js';
import type { Database } from '../../src/platform/db/schema.js';
import type { RawRequest } from '../helpers/raw-api.js';
import { insertPaidRdv, insertRdv, type MatrixCaller, type MatrixFixture } from './matrix-fixture.js';

/*
 * What the role matrix's cases (matrix-cases-*.ts, one module per area of the API) have in common: the
 * shape of a case, the usual role lists, and the fresh rdvs that several areas' cases act on.
 */

export interface CaseContext {
  db: Kysely<Database>;
  f: MatrixFixture;
  caller: MatrixCaller;
  now: Date;
  nextSlot: () => Date;
  refreshTokenTtlSeconds: number;
}

/** One operation of the matrix: how to build a valid request, and who may make it. */
export interface MatrixCase {
  /** Who may call it; asserted equal to the operation's `x-roles`. */
  roles: readonly ApiRole[];
  /** Callers whose role is allowed but who are outside the operation's `x-ownership`: 403 (a guest 401). */
  outsiders?: readonly MatrixCaller[];
  /** What an allowed caller gets; 200 unless said. */
  status?: number;
  /** Called once per caller, so state-changing operations get fresh fixtures each time. */
  request(context: CaseContext): RawRequest | Promise<RawRequest>;
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export const everyone = ['guest', 'patient', 'doctor', 'secretary', 'admin'] as const;
export const members = ['patient', 'doctor', 'secretary', 'admin'] as const;
export const doctorSide = ['doctor', 'secretary', 'admin'] as const;

/** Only the rdv's patient, its doctor and their secretary, and an admin. */
export const rdvOutsiders = ['otherPatient', 'otherDoctor'] as const;

export const userOf = ({ f, caller }: CaseContext) =>
  caller === 'guest' ? f.users.patient : f.users[caller];

export const freshRdv = ({ db, f, nextSlot }: CaseContext) =>
  insertRdv(db, { doctorId: f.doctorId, patientId: f.patientId, date: nextSlot() });

export const freshPaidRdv = ({ db, f, nextSlot, now }: CaseContext, refund = false) =>
  insertPaidRdv(db, { doctorId: f.doctorId, patientId: f.patientId, date: nextSlot(), now, refund });
