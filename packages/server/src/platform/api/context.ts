import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database, Role } from '../db/schema';
import { DomainError } from '../errors';
import type { ApiRole } from './spec';

/** Who is calling, resolved from the access token and the database on every request. */
export interface Caller {
  userId: string;
  role: Role;
  /** The doctor a doctor is, or the doctor a secretary works for; null otherwise (or a removed secretary). */
  doctorId: string | null;
  /** The secretaries row of a secretary still working for a doctor. */
  secretaryId: string | null;
}

/**
 * What every handler may use. `now` is injectable so time-dependent rules are testable. A domain that
 * brings a service of its own adds it here from its folder (`declare module '…/platform/api/context.js'`,
 * as payments/provider.ts does), so the platform names no domain (docs/decisions/056).
 */
export interface ApiDeps {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** null for a guest. */
    caller: Caller | null;
  }
}

export const roleOf = (caller: Caller | null): ApiRole => caller?.role ?? 'guest';

/** The caller, or 401 — for handlers whose operation admits guests but this branch needs a user. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new DomainError('UNAUTHENTICATED', 'You need to sign in.', 401);
  return request.caller;
}

/**
 * The admin a write is audited as: only an admin's writes are admin actions, never a doctor's,
 * secretary's or patient's own (docs/decisions/018-back-office.md "The audit log").
 */
export const adminUserIdOf = (caller: Caller): string | undefined =>
  caller.role === 'admin' ? caller.userId : undefined;

export const forbidden = (message = 'You are not authorized to perform this action.') =>
  new DomainError('FORBIDDEN', message, 403);

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found.`, 404);

/**
 * The doctor a doctor or secretary acts for, checked against `doctorId` when given; admins may act
 * for any doctor. Ownership rule "doctor/secretary → their doctor; admin → any" of the spec.
 */
export function actingDoctor(caller: Caller, doctorId?: string): string {
  if (caller.role === 'admin') {
    if (!doctorId) throw new DomainError('VALIDATION_FAILED', 'A doctor is required.', 400);
    return doctorId;
  }
  if ((caller.role === 'doctor' || caller.role === 'secretary') && caller.doctorId) {
    if (doctorId && doctorId !== caller.doctorId) throw forbidden();
    return caller.doctorId;
  }
  throw forbidden();
}
