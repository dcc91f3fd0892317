import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, type OperationMeta } from '../../src/platform/api/spec.js';
import { useApiServer } from '../helpers/api.js';
import { backends } from '../helpers/db.js';
import { isErrorBody, type RawCaller, type RawRequest, send, tokenFor } from '../helpers/raw-api.js';
import {
  createSlotAllocator,
  fixtureNow,
  insertMatrixFixture,
  type MatrixFixture,
} from '../matrix/matrix-fixture.js';

/**
 * docs/decisions/011 (cross-cutting API tests): generated bad input to every operation, from an admin, a patient and a guest, never
 * gets a 5xx; every 4xx body is the spec's `Error`; and no data the run could not legitimately touch
 * changes. Deterministic: a fixed seed per operation (fast-check prints seed and path on failure).
 */
const SEED = 20_260_302;
const RUNS_PER_OPERATION = 25;

const spec = loadSpec();
const document = spec.document as {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
  components: Record<string, Record<string, unknown>>;
};

interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: { contentSchema?: Schema };
}
interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}

function resolve<T>(value: T): T {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref) return value;
  let target: unknown = document;
  for (const segment of ref.slice(2).split('/')) target = (target as Record<string, unknown>)[segment];
  return resolve(target as T);
}

function parametersOf(operation: OperationMeta): Parameter[] {
  const raw = document.paths[operation.path]?.[operation.method.toLowerCase()]?.parameters ?? [];
  return raw.map((parameter) => resolve(parameter));
}

function bodySchemaOf(operation: OperationMeta): Schema | undefined {
  const body = resolve(document.paths[operation.path]?.[operation.method.toLowerCase()]?.requestBody) as
    { content?: Record<string, { schema?: Schema }> } | undefined;
  const schema = body?.content?.['application/json']?.schema;
  return schema && resolve(schema);
}

// ---- generators of bad input ----

const hugeString = fc.constantFrom(
  'x'.repeat(150),
  'x'.repeat(300),
  'x'.repeat(20_000),
  'é'.repeat(5_000),
  '\u0000'.repeat(64),
  '🩺'.repeat(2_000),
);
const nastyString = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%00',
  '%',
  '../../etc/passwd',
  "' OR '1'='1' --",
  '$ne',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d',
  '0190F3A2-7C1E-7D3A-9B2C-4E5F6A7B8C9D',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '<script>alert(1)</script>',
  'a\r\nSet-Cookie: x=y',
);
const badScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  nastyString,
  hugeString,
  fc.uuid(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/**
 * `[[[…]]]` or `{"a":{"a":…}}` as JSON text, deep enough to stress parsers and validators (kept as
 * text: fast-check would overflow the stack printing such a value).
 */
const deeplyNestedJson = fc
  .tuple(fc.integer({ min: 100, max: 5_000 }), fc.boolean())
  .map(([depth, asArray]) =>
    asArray ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

const operators = fc.constantFrom(
  '$ne',
  '$gt',
  '$in',
  '$or',
  '$where',
  '$regex',
  '__proto__',
  'constructor',
  'prototype',
);
const badJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    badScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(operators, fc.string()), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** An object with the schema's own keys holding bad values (or left out), plus extra keys and operators. */
function mutatedObject(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const own = fc.record(Object.fromEntries(keys.map((key) => [key, badJson])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.oneof(operators, fc.string({ maxLength: 10 })), badJson, { maxKeys: 3 });
  return fc.oneof(
    fc.tuple(own, extra).map(([a, b]) => ({ ...b, ...a })),
    own,
    badJson,
  );
}

interface Mutation {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: { value: unknown } | { raw: string } | undefined;
}

function mutationOf(operation: OperationMeta): fc.Arbitrary<Mutation> {
  const parameters = parametersOf(operation);
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const bodySchema = bodySchemaOf(operation);
  const body: fc.Arbitrary<Mutation['body']> = bodySchema
    ? fc.oneof(
        mutatedObject(bodySchema).map((value) => ({ value })),
        fc
          .oneof(fc.string(), deeplyNestedJson, fc.constantFrom('{', '{"a":', '[1,', '\u0000', 'nul'))
          .map((raw) => ({ raw })),
        fc.constant(undefined),
      )
    : operation.method === 'GET'
      ? fc.constant(undefined)
      : fc.option(
          badJson.map((value) => ({ value })),
          { nil: undefined },
        );
  return fc.record({
    path: fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, badScalar]))),
    query: fc.record(
      Object.fromEntries(
        queryParameters.map((p) => [
          p.name,
          p.schema?.contentSchema
            ? fc.oneof(mutatedObject(resolve(p.schema.contentSchema)), deeplyNestedJson, badScalar)
            : badScalar,
        ]),
      ),
      { requiredKeys: [] },
    ),
    body,
  });
}

function requestOf(operation: OperationMeta, mutation: Mutation): RawRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(mutation.path[name])),
  );
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(mutation.query)) {
    query[name] = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  }
  const request: RawRequest = { method: operation.method, path, query };
  if (mutation.body && 'raw' in mutation.body) request.rawBody = mutation.body.raw;
  else if (mutation.body) request.rawBody = JSON.stringify(mutation.body.value) ?? 'null';
  return request;
}

// ---- what must not change ----

/** Tables whose existing rows no request of the run may change (only new rows may appear in some). */
const watchedTables = [
  'specialties',
  'locations',
  'users',
  'doctors',
  'patients',
  'secretaries',
  'working_hours',
  'services',
  'rdvs',
  'questions',
  'articles',
  'payments',
] as const;
/** With random ids nothing can be created in these: their row counts stay. */
const closedTables = [
  'specialties',
  'locations',
  'doctors',
  'secretaries',
  'working_hours',
  'services',
  'rdvs',
  'questions',
  'payments',
];

/** Each existing row as its JSON text, by id. */
type Snapshot = Record<string, { count: number; rows: Map<string, string> }>;

/** `id: column, column` for each row of `before` that `after` changed or lost, to say what changed. */
function changedRows(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [id, json] of before) {
    const now = after.get(id);
    if (now === json) continue;
    if (now === undefined) {
      changed.push(`${id}: deleted`);
      continue;
    }
    const [was, is] = [
      JSON.parse(json) as Record<string, unknown>,
      JSON.parse(now) as Record<string, unknown>,
    ];
    const columns = Object.keys(was).filter(
      (column) => JSON.stringify(was[column]) !== JSON.stringify(is[column]),
    );
    changed.push(`${id}: ${columns.join(', ')}`);
  }
  return changed;
}

describe.each(backends)('%s: generated bad input to every operation', (backend) => {
  const server = useApiServer(backend, {
    state: 'migrated',
    now: fixtureNow,
    // Each generated request comes from its own address, so rate limits answer 429 only by design.
    env: { TRUST_PROXY: 'true' },
  });
  let fixture: MatrixFixture;
  const callers: Record<'guest' | 'admin' | 'patient', RawCaller> = { guest: {}, admin: {}, patient: {} };
  let before: Snapshot;
  let requestCount = 0;

  async function snapshot(): Promise<Snapshot> {
    const { db } = server().database;
    const result: Snapshot = {};
    for (const table of watchedTables) {
      const { rows } = await sql<
        Record<string, unknown> & { id: string }
      >`SELECT * FROM ${sql.table(table)}`.execute(db);
      const byId = new Map<string, string>();
      for (const row of rows) {
        // The callers' own accounts may change (PUT /users/me with a body that happens to be valid).
        if (table === 'users' && (row.id === fixture.users.admin.id || row.id === fixture.users.patient.id))
          continue;
        byId.set(row.id, JSON.stringify(row));
      }
      result[table] = { count: rows.length, rows: byId };
    }
    return result;
  }

  beforeAll(async () => {
    fixture = await insertMatrixFixture(server().database.db, createSlotAllocator(), new Date(fixtureNow));
    callers.admin = { token: await tokenFor(server(), fixture.users.admin.id, 'admin') };
    callers.patient = { token: await tokenFor(server(), fixture.users.patient.id, 'patient') };
    // The fixture's doctors are not counted yet; the server's availability timer (every minute) would
    // count them during the run and change their derived availability columns. Counted now, at the
    // test clock's fixed time, the timer finds nothing due, and a change to them is a request's doing.
    await server().app.rollAvailability();
    before = await snapshot();
  });

  const operations = [...spec.operations.values()];

  it.each(operations.map((operation, index) => [operation.operationId, operation, index] as const))(
    '%s: no 5xx, every 4xx is an Error',
    async (_operationId, operation, index) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('admin', 'patient', 'guest' as const),
          mutationOf(operation),
          async (who, mutation) => {
            requestCount += 1;
            const ip = `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
            const response = await send(server(), { ...callers[who], ip }, requestOf(operation, mutation));
            // spec: begin*SignIn answers 503 NOT_CONFIGURED while no OAuth client is configured.
            const documented503 = operation.operationId.startsWith('begin') && response.status === 503;
            expect(
              response.status < 500 || documented503,
              `${response.status} ${JSON.stringify(response.json)}`,
            ).toBe(true);
            if (response.status >= 400)
              expect(isErrorBody(response.json), JSON.stringify(response.json)).toBe(true);
          },
        ),
        { seed: SEED + index, numRuns: RUNS_PER_OPERATION },
      );
    },
  );

  it('changed no existing row, and created nothing where random ids cannot reach', async () => {
    const after = await snapshot();
    for (const table of watchedTables) {
      expect(changedRows(before[table]!.rows, after[table]!.rows), `${table}: existing rows changed`).toEqual(
        [],
      );
      if (closedTables.includes(table)) expect(after[table]!.count, table).toBe(before[table]!.count);
    }
  });
});
