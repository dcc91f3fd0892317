import { type IncomingHttpHeaders, request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRole, loadSpec, type OperationMeta } from '../../src/platform/api/spec.js';
import { createSpecValidators } from '../../src/platform/api/validation.js';
import { useApiServer } from '../helpers/api.js';
import { fakeAppDist } from '../helpers/app-dist.js';
import { isErrorBody, type RawCaller, type RawRequest, send, tokenFor } from '../helpers/raw-api.js';
import { matrixCases } from '../matrix/matrix-cases.js';
import {
  createSlotAllocator,
  fixtureNow,
  insertMatrixFixture,
  type MatrixFixture,
} from '../matrix/matrix-fixture.js';
import { arbitraryOf, invalidValuesOf, type Schema } from './schema-arbitrary.js';

/**
 * docs/decisions/049: the server answers as spec/openapi.yaml says. Every operation × guest, patient,
 * doctor, secretary and admin, with the role matrix's valid request and inputs generated from the
 * spec's schemas (fast-check, fixed seed): values at their boundaries, each parameter empty, and each
 * field broken one rule at a time. Every answer must have a status the operation declares, a body
 * valid against that status's schema, and never a 5xx. The run prints its counts.
 */
const SEED = Number(process.env.CONFORMANCE_SEED ?? 20_261_128);
/**
 * How many times larger the generated set is (CONFORMANCE_SCALE, default 1): more samples of each
 * schema, more requests per role. A larger run, e.g. `CONFORMANCE_SCALE=8 CONFORMANCE_SEED=7`, is how
 * the contract is checked from outside; CONFORMANCE_BACKEND=postgres runs it on PostgreSQL.
 */
const SCALE = Math.max(1, Number(process.env.CONFORMANCE_SCALE ?? 1));
const BACKEND = process.env.CONFORMANCE_BACKEND === 'postgres' ? 'postgres' : 'pglite';
/** Generated requests per operation sent by the first role `x-roles` admits, which passes the role check. */
const VARIANTS_OF_LEAD = 16 * SCALE;
/** Generated requests each other role sends, which mostly meet the role check. */
const VARIANTS_PER_OTHER_ROLE = 2 * SCALE;

const spec = loadSpec();
const validators = createSpecValidators(spec);
const operations = [...spec.operations.values()];
const roles: readonly ApiRole[] = ['guest', 'patient', 'doctor', 'secretary', 'admin'];

interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema & { contentMediaType?: string; contentSchema?: Schema };
}
type Operation = {
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Record<string, { schema?: Schema }> };
};
const document = spec.document as { paths: Record<string, Record<string, Operation>> };

function resolve<T>(value: T): T {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref) return value;
  let target: unknown = document;
  for (const segment of ref.slice(2).split('/')) target = (target as Record<string, unknown>)[segment];
  return resolve(target as T);
}

const rawOperation = (operation: OperationMeta) =>
  document.paths[operation.path]![operation.method.toLowerCase()]!;

const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number, numRuns: number) =>
  fc.sample(arbitrary, { seed, numRuns });

/** The request with one path parameter replaced (the template tells which segment it is). */
function withPathParameter(
  operation: OperationMeta,
  request: RawRequest,
  name: string,
  value: string,
): RawRequest {
  const template = operation.path.split('/');
  const segments = request.path.split('/');
  const index = template.indexOf(`{${name}}`);
  if (index < 0 || segments.length !== template.length) return request;
  segments[index] = encodeURIComponent(value);
  return { ...request, path: segments.join('/') };
}

const asQueryValue = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Every request generated from the operation's parameters and body, built on a valid one. */
function variantsOf(operation: OperationMeta, valid: RawRequest, seed: number): RawRequest[] {
  const raw = rawOperation(operation);
  const variants: RawRequest[] = [];
  for (const parameter of (raw.parameters ?? []).map(resolve)) {
    const schema = parameter.schema ?? {};
    if (parameter.in === 'query') {
      const set = (value: unknown) =>
        variants.push({ ...valid, query: { ...valid.query, [parameter.name]: asQueryValue(value) } });
      set('');
      if (schema.contentSchema) {
        for (const value of sample(arbitraryOf(schema.contentSchema, resolve), seed, 2 * SCALE)) set(value);
        set('{"a":');
        set({ unknownField: 1 });
      } else {
        for (const value of sample(arbitraryOf(schema, resolve), seed, 2 * SCALE)) set(value);
        for (const value of invalidValuesOf(schema, resolve)) set(value);
      }
    } else if (parameter.in === 'path') {
      for (const value of [
        ...sample(arbitraryOf(schema, resolve), seed, 2 * SCALE),
        ...invalidValuesOf(schema, resolve),
      ]) {
        variants.push(withPathParameter(operation, valid, parameter.name, asQueryValue(value)));
      }
    }
  }
  const body = resolve(resolve(raw.requestBody)?.content?.['application/json']?.schema);
  if (body) {
    for (const value of sample(arbitraryOf(body, resolve), seed, 3 * SCALE))
      variants.push({ ...valid, body: value });
    const validBody = (typeof valid.body === 'object' && valid.body !== null ? valid.body : {}) as Record<
      string,
      unknown
    >;
    variants.push({ ...valid, body: { ...validBody, unknownField: 'x' } }, { ...valid, body: 'text' });
    const required = resolve(body).required?.[0];
    if (required !== undefined) {
      const { [required]: _dropped, ...rest } = validBody;
      variants.push({ ...valid, body: rest });
    }
    for (const [name, property] of Object.entries(resolve(body).properties ?? {})) {
      for (const value of invalidValuesOf(property, resolve))
        variants.push({ ...valid, body: { ...validBody, [name]: value } });
    }
  }
  return variants;
}

/** At most `count` of the items, evenly spaced, so parameters and body fields all get their turn. */
const spread = <T>(items: T[], count: number) =>
  items.length <= count
    ? items
    : Array.from({ length: count }, (_item, i) => items[Math.floor((i * items.length) / count)]!);

interface Counts {
  requests: number;
  generated: number;
  byStatus: Map<number, number>;
  problems: string[];
}

describe('conformance to spec/openapi.yaml: every operation × every role, generated inputs', () => {
  const server = useApiServer(BACKEND, {
    state: 'migrated',
    now: fixtureNow,
    // Each role is its own client address, so the per-address rate limits count each role's calls;
    // the local identity provider stands in for Google and Facebook, so their sign-ins answer 302.
    // The built app is served on the same port, as `node dist/main.js` serves it: its pages' `GET /*`
    // must not take a /v1 URL.
    env: { TRUST_PROXY: 'true', LOCAL_IDP: 'true', APP_DIST: fakeAppDist() },
  });
  const nextSlot = createSlotAllocator();
  let fixture: MatrixFixture;
  const callers = {} as Record<ApiRole, RawCaller>;
  const counts: Counts = { requests: 0, generated: 0, byStatus: new Map(), problems: [] };

  beforeAll(async () => {
    fixture = await insertMatrixFixture(server().database.db, nextSlot, new Date(fixtureNow));
    for (const [index, role] of roles.entries()) {
      const user = role === 'guest' ? undefined : fixture.users[role];
      callers[role] = {
        ip: `10.1.0.${index + 1}`,
        ...(user && { token: await tokenFor(server(), user.id, user.role) }),
      };
    }
  });

  afterAll(() => {
    const statuses = [...counts.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.info(
      `conformance: ${operations.length} operations × ${roles.length} roles, ${counts.requests} requests ` +
        `(${counts.generated} generated), ${counts.problems.length} problems; by status ${statuses.join(', ')}`,
    );
  });

  /** What the spec says of one answer; empty when it conforms. */
  function problemsOf(
    operation: OperationMeta,
    role: ApiRole,
    request: RawRequest,
    status: number,
    headers: Headers,
    json: unknown,
  ): string[] {
    const where = `${operation.operationId} by ${role}: ${request.method} ${request.path}${request.query ? ` ${JSON.stringify(request.query)}` : ''}${request.body !== undefined ? ` ${JSON.stringify(request.body).slice(0, 120)}` : ''} → ${status}`;
    if (status >= 500) return [`${where}: a server fault ${JSON.stringify(json)}`];
    if (!validators.declares(operation.operationId, status)) return [`${where}: status not declared`];
    const validate = validators.response(operation.operationId, status);
    if (validate && !validate(json))
      return [`${where}: body does not match (${JSON.stringify(validate.errors?.[0])})`];
    if (status >= 400 && !isErrorBody(json)) return [`${where}: not an Error body`];
    if (status === 429 && headers.get('retry-after') === null) return [`${where}: no Retry-After`];
    return [];
  }

  it.each(operations.map((operation, index) => [operation.operationId, operation, index] as const))(
    '%s',
    async (_operationId, operation, index) => {
      const problems: string[] = [];
      for (const [roleIndex, role] of roles.entries()) {
        // The role matrix's valid request; an operation it lacks (its own test says so) gets the
        // fixture's doctor in its path parameters and its generated requests.
        const matrixCase = matrixCases[operation.operationId];
        const valid = matrixCase
          ? await matrixCase.request({
              db: server().database.db,
              f: fixture,
              caller: role,
              now: server().clock.now(),
              nextSlot,
              refreshTokenTtlSeconds: server().config.refreshTokenTtlSeconds,
            })
          : { method: operation.method, path: operation.path.replace(/\{[^}]+\}/g, fixture.doctorId) };
        const variants = variantsOf(operation, valid, SEED + index);
        const mine =
          role === operation.roles[0]
            ? spread(variants, VARIANTS_OF_LEAD)
            : variants.slice(roleIndex * VARIANTS_PER_OTHER_ROLE, (roleIndex + 1) * VARIANTS_PER_OTHER_ROLE);
        for (const request of [valid, ...mine]) {
          const response = await send(server(), callers[role], request);
          counts.requests += 1;
          if (request !== valid) counts.generated += 1;
          counts.byStatus.set(response.status, (counts.byStatus.get(response.status) ?? 0) + 1);
          problems.push(
            ...problemsOf(operation, role, request, response.status, response.headers, response.json),
          );
        }
      }
      counts.problems.push(...problems);
      expect(problems).toEqual([]);
    },
  );

  it('every path × every method it lacks: 405 with Allow (HEAD with GET), OPTIONS 204 with Allow', async () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      const declared = Object.keys(item).map((method) => method.toUpperCase());
      if (declared.includes('GET')) declared.push('HEAD');
      const allow = [...declared, 'OPTIONS'].sort().join(', ');
      const url = path.replace(/\{[^}]+\}/g, fixture.doctorId);
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']) {
        if (declared.includes(method)) continue;
        const { status, headers } = await sendMethod(server().origin, method, url);
        counts.requests += 1;
        counts.byStatus.set(status, (counts.byStatus.get(status) ?? 0) + 1);
        const expected = method === 'OPTIONS' ? 204 : 405;
        if (status !== expected || headers.allow !== allow)
          problems.push(
            `${method} ${url} → ${status}, Allow ${headers.allow} (expected ${expected}, ${allow})`,
          );
      }
    }
    counts.problems.push(...problems);
    expect(problems).toEqual([]);
  });
});

/** One request by node:http, which sends any method (fetch refuses TRACE). */
function sendMethod(origin: string, method: string, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((done, fail) => {
    const body = ['POST', 'PUT', 'PATCH'].includes(method) ? '{}' : undefined;
    request(
      `${origin}/v1${path}`,
      {
        method,
        headers: {
          cookie: 'XSRF-TOKEN=x',
          'x-xsrf-token': 'x',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    )
      .on('error', fail)
      .end(body);
  });
}
