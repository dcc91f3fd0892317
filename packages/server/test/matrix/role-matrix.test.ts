import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, type ApiRole } from '../../src/platform/api/spec.js';
import { useApiServer } from '../helpers/api.js';
import { backends } from '../helpers/db.js';
import { isErrorBody, type RawCaller, send, tokenFor } from '../helpers/raw-api.js';
import { matrixCases } from './matrix-cases.js';
import {
  createSlotAllocator,
  fixtureNow,
  insertMatrixFixture,
  matrixCallers,
  type MatrixCaller,
  type MatrixFixture,
} from './matrix-fixture.js';

/**
 * docs/decisions/011: every operation of spec/openapi.yaml × guest, patient, doctor, secretary (of that
 * doctor), admin, and a second patient and doctor for ownership. Allowed calls succeed; `x-roles`
 * refuses with 401 (guest) or 403, except on an operation guests may call, which serves any other
 * role as a guest; `x-ownership` refuses outsiders with 403.
 */
const spec = loadSpec();
const operations = [...spec.operations.values()];

const roleOf = (caller: MatrixCaller): ApiRole =>
  caller === 'otherPatient' ? 'patient' : caller === 'otherDoctor' ? 'doctor' : caller;

function expectedStatus(operationId: string, caller: MatrixCaller): number {
  const matrixCase = matrixCases[operationId]!;
  // An operation guests may call serves a caller of another role as a guest (docs/decisions/049).
  if (matrixCase.roles.includes('guest') && !matrixCase.roles.includes(roleOf(caller))) {
    return matrixCase.status ?? 200;
  }
  const refused = !matrixCase.roles.includes(roleOf(caller)) || matrixCase.outsiders?.includes(caller);
  if (refused) return caller === 'guest' ? 401 : 403;
  return matrixCase.status ?? 200;
}

describe('the role matrix covers the spec', () => {
  it('has a case for every operation, and no case for an operation the spec lacks', () => {
    expect(Object.keys(matrixCases).sort()).toEqual(operations.map((o) => o.operationId).sort());
  });

  it.each(operations.map((o) => [o.operationId, o] as const))(
    "%s: the case's roles are the spec's x-roles",
    (operationId, operation) => {
      expect([...(matrixCases[operationId]?.roles ?? [])].sort()).toEqual([...operation.roles].sort());
    },
  );

  it.each(Object.entries(matrixCases).filter(([, c]) => c.outsiders !== undefined))(
    '%s: outsiders are callers whose role x-roles admits',
    (_operationId, matrixCase) => {
      for (const caller of matrixCase.outsiders ?? []) expect(matrixCase.roles).toContain(roleOf(caller));
    },
  );
});

describe.each(backends)('%s: every operation × every caller', (backend) => {
  const server = useApiServer(backend, {
    state: 'migrated',
    now: fixtureNow,
    // Each caller is its own client address, so the per-address rate limits of login and register
    // count each caller's one call.
    env: { TRUST_PROXY: 'true' },
  });
  const nextSlot = createSlotAllocator();
  let fixture: MatrixFixture;
  const callers = {} as Record<MatrixCaller, RawCaller>;

  beforeAll(async () => {
    fixture = await insertMatrixFixture(server().database.db, nextSlot, new Date(fixtureNow));
    for (const [index, caller] of matrixCallers.entries()) {
      const user = caller === 'guest' ? undefined : fixture.users[caller];
      callers[caller] = {
        ip: `10.0.0.${index + 1}`,
        ...(user && { token: await tokenFor(server(), user.id, user.role) }),
      };
    }
  });

  const cells = operations.flatMap((operation) =>
    matrixCallers.map((caller) => [operation.operationId, operation.method, operation.path, caller] as const),
  );

  // Cells run in order, each operation's callers one after the other, on one server per backend.
  it.each(cells)('%s (%s %s) by %s', async (operationId, _method, _path, caller) => {
    const matrixCase = matrixCases[operationId];
    expect(matrixCase, `no matrix case for ${operationId}`).toBeDefined();
    const request = await matrixCase!.request({
      db: server().database.db,
      f: fixture,
      caller,
      now: server().clock.now(),
      nextSlot,
      refreshTokenTtlSeconds: server().config.refreshTokenTtlSeconds,
    });
    const response = await send(server(), callers[caller], request);
    const expected = expectedStatus(operationId, caller);
    expect(
      { status: response.status, ...(response.status >= 400 && { body: response.json }) },
      `${operationId} by ${caller}`,
    ).toMatchObject({ status: expected });
    if (expected >= 400) {
      expect(isErrorBody(response.json)).toBe(true);
      if (expected === 401 || expected === 403) {
        expect((response.json as { code: string }).code).toBe(
          expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
        );
      }
    }
  });
});
