import { afterAll, beforeAll, expect } from 'vitest';
import type { Backend } from '../../src/platform/db/connect.js';
import { useApiServer } from '../helpers/api.js';
import {
  isErrorBody,
  type RawCaller,
  type RawRequest,
  type RawResponse,
  send,
  tokenFor,
} from '../helpers/raw-api.js';
import {
  createSlotAllocator,
  fixtureNow,
  insertMatrixFixture,
  type MatrixFixture,
} from '../matrix/matrix-fixture.js';

/** A small body limit, so an oversized body is cheap to send (docs/decisions/011, `BODY_LIMIT`). */
export const BODY_LIMIT = 4096;
/** A well-formed id that no row has. */
export const UNKNOWN_ID = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';

export type Who = 'guest' | 'admin' | 'patient' | 'doctor';

/**
 * docs/decisions/011: unknown `query` fields, wrong types, oversized bodies, malformed JSON and unknown ids
 * give 4xx with the spec's `Error` body (spec intro: "Every 4xx/5xx body is an `Error`"). The server of
 * the bad-input tests, with the matrix fixture and a caller per role.
 */
export function useBadInputServer(backend: Backend) {
  const server = useApiServer(backend, {
    state: 'migrated',
    now: fixtureNow,
    env: { BODY_LIMIT: String(BODY_LIMIT) },
  });
  let current: MatrixFixture | undefined;
  const callers: Record<Who, RawCaller> = { guest: {}, admin: {}, patient: {}, doctor: {} };

  beforeAll(async () => {
    current = await insertMatrixFixture(server().database.db, createSlotAllocator(), new Date(fixtureNow));
    for (const who of ['admin', 'patient', 'doctor'] as const) {
      callers[who] = { token: await tokenFor(server(), current.users[who].id, who) };
    }
  });

  const fixture = (): MatrixFixture => {
    if (current === undefined) throw new Error('The fixture exists only inside tests and hooks.');
    return current;
  };

  // After every bad request of the file, whatever order its tests ran in: none of them changed the fixture.
  afterAll(async () => {
    const { db } = server().database;
    const services = await db
      .selectFrom('services')
      .select('id')
      .where('benefactor_id', '=', fixture().doctorId)
      .execute();
    expect(services.map((s) => s.id)).toEqual([fixture().serviceId]);
    const rdvs = await db.selectFrom('rdvs').select(['id', 'status']).execute();
    expect(rdvs).toEqual([{ id: fixture().rdvId, status: 'pending' }]);
  });

  /** Sends `request` as `who` and expects this status and an `Error` body with this code. */
  async function expectError(
    who: Who,
    request: RawRequest,
    status: number,
    code: string,
  ): Promise<RawResponse> {
    const response = await send(server(), callers[who], request);
    expect({ status: response.status, code: (response.json as { code?: string } | undefined)?.code }).toEqual(
      {
        status,
        code,
      },
    );
    expect(isErrorBody(response.json), JSON.stringify(response.json)).toBe(true);
    return response;
  }

  return { server, fixture, callers, expectError };
}
