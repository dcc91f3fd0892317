import { Ajv2020 } from 'ajv/dist/2020.js';
import { loadSpec } from '../../src/platform/api/spec.js';
import { signAccessToken } from '../../src/platform/crypto.js';
import type { ApiHarness } from './api.js';

/** One HTTP request to /v1, described as data so tables of cases can build it (`path` without /v1). */
export interface RawRequest {
  method: string;
  path: string;
  /** Query parameters; objects are sent as JSON (spec: JSON `query` parameters). */
  query?: Record<string, string | number | boolean | object>;
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  /** Sent as is, with `content-type: application/json` unless `headers` say otherwise. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Extra cookies, e.g. a refresh cookie. */
  cookies?: Record<string, string>;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown;
}

/** Who sends: an access token (none for a guest) and the client address the server sees. */
export interface RawCaller {
  token?: string;
  /** Sent as X-Forwarded-For (the test server trusts the proxy), so each caller has its own rate limits. */
  ip?: string;
}

const XSRF = 'raw-api-xsrf-token';

/** Mints an access token for a user, as the server would at sign-in. */
export async function tokenFor(server: ApiHarness, userId: string, role: string): Promise<string> {
  return signAccessToken(
    { sub: userId, role: role as 'patient' },
    server.config.jwtSecret,
    server.config.accessTokenTtlSeconds,
    server.clock.now(),
  );
}

/**
 * Sends a request with raw `fetch`, as a browser that loaded the app would: the XSRF cookie and header
 * always match, so only the access token decides who the caller is.
 */
export async function send(server: ApiHarness, caller: RawCaller, request: RawRequest): Promise<RawResponse> {
  const url = new URL(`${server.origin}/v1${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    url.searchParams.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const cookies = { 'XSRF-TOKEN': XSRF, ...request.cookies };
  const headers: Record<string, string> = {
    'x-xsrf-token': XSRF,
    cookie: Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
    ...(caller.token && { authorization: `Bearer ${caller.token}` }),
    ...(caller.ip && { 'x-forwarded-for': caller.ip }),
  };
  let body: string | undefined;
  if (request.rawBody !== undefined || request.body !== undefined) {
    body = request.rawBody ?? JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(url, {
    method: request.method,
    headers: { ...headers, ...request.headers },
    redirect: 'manual',
    ...(body !== undefined && { body }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json };
}

/** The spec's `Error` schema itself (`{code, message, details?}`, nothing else), compiled once. */
const errorSchema = (loadSpec().document.components as { schemas: Record<string, object> }).schemas.Error;
const validateError = new Ajv2020({ strict: false }).compile(errorSchema as object);

/** Whether a body is exactly the spec's `Error` shape. */
export function isErrorBody(body: unknown): boolean {
  return validateError(body);
}
