import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { constantTimeEqual, newXsrfToken } from '../crypto';
import { DomainError } from '../errors';
import { MAX_PARAM_LENGTH } from '../http/framework-errors';
import { createPathIndex, type SpecPath } from './allowed-methods';
import { callerFor } from './authenticate';
import { roleOf, type ApiDeps } from './context';
import type { HandlerMap } from './contract';
import { sendError, toApiError } from './errors';
import { parseForm } from './form-body';
import { forbiddenCharacter } from './control-characters';
import { registerIdempotency } from './idempotency';
import { parseJsonQuery } from './json-query';
import { postgresRateLimitStore } from './rate-limit-store';
import { refuseBody } from './refused-body';
import { loadSpec, type OperationMeta } from './spec';
import { createSpecValidators } from './validation';

export const API_PREFIX = '/v1';
// requirements §9: anti-forgery cookie XSRF-TOKEN, header X-XSRF-TOKEN.
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The request header of the double submit, and the response header that hands a new token out. */
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface RouteLimit {
  max: number;
  timeWindow: string;
  /** Counted per signed-in account instead of per client address. */
  perCaller?: boolean;
}

/**
 * Operations that guess passwords or probe accounts, limited per client address (docs/decisions/034), and
 * booking, limited per account so one patient cannot sweep an agenda (docs/decisions/034). Counted in
 * the database (rate-limit-store.ts), so every server instance shares them.
 */
const RATE_LIMITED: Record<string, RouteLimit> = {
  login: { max: 10, timeWindow: '1 minute' },
  adminLogin: { max: 10, timeWindow: '1 minute' },
  register: { max: 5, timeWindow: '1 minute' },
  changePassword: { max: 5, timeWindow: '1 minute' },
  verifySecretaryEmail: { max: 30, timeWindow: '1 minute' },
  // Each guess of an invitation token, and each account it creates.
  getSecretaryInvitation: { max: 30, timeWindow: '1 minute' },
  acceptSecretaryInvitation: { max: 5, timeWindow: '1 minute' },
  // Each one starts a sign-in at the provider (and a discovery request when none is cached).
  beginGoogleSignIn: { max: 20, timeWindow: '1 minute' },
  beginFacebookSignIn: { max: 20, timeWindow: '1 minute' },
  bookRdv: { max: 10, timeWindow: '10 minutes', perCaller: true },
  // docs/decisions/053: each upload is decoded; each application sends an SMS; each code is a guess.
  uploadApplicationProof: { max: 20, timeWindow: '10 minutes' },
  createDoctorApplication: { max: 5, timeWindow: '10 minutes' },
  getDoctorApplication: { max: 60, timeWindow: '1 minute' },
  verifyApplicationPhone: { max: 10, timeWindow: '10 minutes' },
  verifyApplicationEmail: { max: 30, timeWindow: '1 minute' },
  resendApplicationPhoneCode: { max: 5, timeWindow: '10 minutes' },
  answerDoctorApplication: { max: 10, timeWindow: '10 minutes' },
  // docs/decisions/055: a client asks again on each reconnect; a loop asking without end is not one.
  createRoomTicket: { max: 30, timeWindow: '1 minute', perCaller: true },
};

/** Operations whose body may exceed BODY_LIMIT: a file of 5 MB, base64-encoded (docs/decisions/053). */
const BODY_LIMITS: Record<string, number> = {
  uploadApplicationProof: 8_100_000,
  uploadDoctorPhoto: 8_100_000,
};

/** The key of a per-caller limit: the account once signed in (the auth hook ran), else the address. */
const callerKey = (request: FastifyRequest) =>
  request.caller ? `user:${request.caller.userId}` : `ip:${request.ip}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: OperationMeta;
  }
}

export interface ApiOptions {
  /** Validate every response body against the spec (on in development and tests). */
  validateResponses: boolean;
  /** Multiplies the rate limits (tests raise them). */
  rateLimitFactor?: number;
}

/**
 * Registers /v1 from spec/openapi.yaml: routes, request validation and response serialisation by
 * fastify-openapi-glue; authentication, `x-roles`, XSRF and JSON `query` parameters by hooks here.
 */
export async function registerApi(
  app: FastifyInstance,
  deps: ApiDeps,
  handlers: HandlerMap,
  options: ApiOptions,
): Promise<void> {
  const spec = loadSpec();
  const validators = createSpecValidators(spec);
  const paths = createPathIndex(spec);
  const factor = options.rateLimitFactor ?? 1;
  // The glue resolves routes by the spec's operationId strings.
  const handlerOf = new Map<string, unknown>(Object.entries(handlers));

  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(deps.db),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new DomainError('RATE_LIMITED', `Too many requests; retry in ${context.after}.`, 429), {
        statusCode: 429,
      }),
  });

  await app.register(
    async (scope) => {
      scope.decorateRequest('caller', null);
      // Request bodies are validated per media type, and the spec declares only JSON ones: Fastify's
      // default text/plain parser would hand a handler an unvalidated string. Without it → 415.
      scope.removeContentTypeParser('text/plain');
      // The payment webhook is also declared as a form (Paymee may post one); its schema then applies.
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
      for (const type of spec.responseOnlyMediaTypes) scope.addContentTypeParser(type, refuseBody);
      scope.setErrorHandler((error, request, reply) => sendError(reply, toApiError(error, request.log)));
      // A path of the spec with a method it does not have is 405 with the methods it has, and OPTIONS
      // lists them; only a path the spec lacks is 404.
      const noOperation = (request: FastifyRequest, reply: FastifyReply) => {
        const urlPath = apiPathOf(request.url);
        const path = paths.find(urlPath);
        if (path === null) return sendError(reply, new DomainError('NOT_FOUND', 'No such API route.', 404));
        if (request.method === 'OPTIONS') return reply.header('allow', path.allow).code(204).send();
        // The path has this method, so the router refused the URL for a segment over its limit.
        if (path.allow.split(', ').includes(request.method) && urlPath.split('/').some(tooLong)) {
          return sendError(reply, new DomainError('URI_TOO_LONG', 'A path parameter is too long.', 414));
        }
        return methodNotAllowed(request, reply, path);
      };
      scope.setNotFoundHandler(noOperation);
      // The app's pages answer every other GET (src/site/static.ts, `/*`), which would otherwise take a
      // /v1 URL no GET operation has — a POST-only path, an over-long parameter — to the default 404.
      scope.get('/*', noOperation);

      scope.addHook('onRequest', async (request, reply) => {
        const operation = request.routeOptions.config.operation;
        if (!operation) return;
        // The router takes `GET /users/updateDoctor` for `GET /users/{id}` when only `PUT` has the
        // literal path: that URL stands for `/users/updateDoctor`, which has no GET.
        if (paths.mayBeShadowed(operation.path)) {
          const path = paths.find(apiPathOf(request.url));
          if (path !== null && path.path !== operation.path) return methodNotAllowed(request, reply, path);
        }
        // An empty optional parameter is an absent one, as forms and link builders send them
        // (`?page=&sort=`); a required one then fails validation by its name.
        const query = request.query as Record<string, unknown>;
        for (const name of Object.keys(query)) if (query[name] === '') delete query[name];
        request.caller = await callerFor(request, deps, operation);
        if (!operation.roles.includes(roleOf(request.caller))) {
          throw request.caller
            ? new DomainError('FORBIDDEN', 'You are not authorized to perform this action.', 403)
            : new DomainError('UNAUTHENTICATED', 'You need to sign in.', 401);
        }
        if (operation.xsrf && !SAFE_METHODS.has(request.method)) checkXsrf(request);
      });

      // Fastify validates a body against the schema of its media type, so a request with no body (and
      // no content-type) is not validated at all: a required body is checked here.
      scope.addHook('preValidation', async (request) => {
        const operation = request.routeOptions.config.operation;
        if (operation?.bodyRequired && request.body === undefined) {
          throw new DomainError('VALIDATION_FAILED', 'The request body is required.', 400);
        }
        for (const [part, value] of [
          ['body', request.body],
          ['query', request.query],
          ['path', request.params],
        ] as const) {
          const found = forbiddenCharacter(value);
          if (found?.kind === 'control') {
            throw new DomainError(
              'VALIDATION_FAILED',
              `Control characters are not allowed in text (${part}: ${found.path}).`,
              400,
            );
          }
          if (found) {
            throw new DomainError(
              'VALIDATION_FAILED',
              `Invisible formatting characters such as ${found.character} change how a text displays and are not allowed (${part}: ${found.path}).`,
              400,
              { reason: 'INVISIBLE_CHARACTER', part, path: found.path, character: found.character },
            );
          }
        }
        // Fastify validates a body only against the schema of its own media type: a form sent to an
        // operation that declares JSON only would reach the handler unvalidated.
        const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (operation?.bodyMediaTypes.length && request.body !== undefined && mediaType !== undefined) {
          if (!operation.bodyMediaTypes.includes(mediaType)) {
            throw new DomainError(
              'UNSUPPORTED_MEDIA_TYPE',
              `This operation does not accept ${mediaType}.`,
              415,
            );
          }
        }
      });

      scope.addHook('preHandler', async (request) => {
        const operation = request.routeOptions.config.operation;
        if (!operation) return;
        const query = request.query as Record<string, unknown>;
        for (const name of Object.keys(operation.jsonQuery)) {
          if (query[name] === undefined) continue;
          const value = parseJsonQuery(name, query[name]);
          const validate = validators.jsonQuery(operation.operationId, name);
          if (!validate(value)) {
            throw new DomainError(
              'VALIDATION_FAILED',
              `The ${name} parameter is not allowed: ${describe(validate.errors)}`,
              400,
              {
                errors: validate.errors,
              },
            );
          }
          query[name] = value;
        }
      });

      // After authentication and validation: a key is claimed only by a request that may run.
      registerIdempotency(scope, deps.db, deps.now);

      if (options.validateResponses) {
        scope.addHook('preSerialization', async (request, reply, payload) => {
          const operation = request.routeOptions.config.operation;
          if (!operation || reply.statusCode >= 400) return payload;
          if (!validators.declares(operation.operationId, reply.statusCode)) {
            throw new Error(
              `${operation.operationId} answered ${reply.statusCode}, which the spec does not declare`,
            );
          }
          const validate = validators.response(operation.operationId, reply.statusCode);
          if (validate && !validate(payload)) {
            throw new Error(
              `${operation.operationId} ${reply.statusCode} does not match the spec: ${describe(validate.errors)}`,
            );
          }
          return payload;
        });
      }

      scope.addHook('onSend', async (request, reply) => {
        if (!request.cookies[XSRF_COOKIE]) setXsrfCookie(request, reply, deps);
      });

      await scope.register(openapiGlue, {
        specification: spec.document,
        operationResolver: (operationId: string) => {
          const operation = spec.operations.get(operationId);
          const { perCaller, ...limit }: Partial<RouteLimit> = RATE_LIMITED[operationId] ?? {};
          // The glue merges these options into the route it builds (its typing wants a whole route).
          return {
            handler: handlerOf.get(operationId) ?? notImplemented(operationId),
            ...(BODY_LIMITS[operationId] !== undefined && { bodyLimit: BODY_LIMITS[operationId] }),
            config: {
              operation,
              ...(limit.max !== undefined && {
                rateLimit: {
                  ...limit,
                  max: limit.max * factor,
                  ...(perCaller && { keyGenerator: callerKey }),
                },
              }),
            },
          } as unknown as RouteOptions;
        },
      });
    },
    { prefix: API_PREFIX },
  );
}

/** The path of a /v1 URL as the spec writes it: without the prefix and the query. */
const apiPathOf = (url: string) => url.slice(API_PREFIX.length).split('?', 1)[0] ?? '';

/** A path segment the router refuses as a parameter (src/platform/http/framework-errors.ts). */
const tooLong = (segment: string) => segment.length > MAX_PARAM_LENGTH;

function methodNotAllowed(request: FastifyRequest, reply: FastifyReply, path: SpecPath): FastifyReply {
  reply.header('allow', path.allow);
  return sendError(
    reply,
    new DomainError('METHOD_NOT_ALLOWED', `${path.path} does not accept ${request.method}.`, 405, {
      allow: path.allow.split(', '),
    }),
  );
}

function checkXsrf(request: FastifyRequest): void {
  const cookieValue = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (!cookieValue || typeof header !== 'string' || !constantTimeEqual(cookieValue, header)) {
    throw new DomainError('XSRF_MISMATCH', 'The anti-forgery token is missing or does not match.', 403);
  }
}

/**
 * Sets a new XSRF-TOKEN cookie, and records it on the request so no second one is set on this response.
 * Decision 033: the token also goes out in the `X-XSRF-TOKEN` response header (exposed to the sites of
 * CORS_ORIGINS), because a page of another site cannot read the API's cookie but must send its value back.
 */
export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, deps: ApiDeps): string {
  const token = newXsrfToken();
  request.cookies[XSRF_COOKIE] = token;
  reply.header(XSRF_HEADER, token);
  reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    ...deps.config.sessionCookies,
    httpOnly: false,
  });
  return token;
}

function notImplemented(operationId: string) {
  return async () => {
    throw new Error(`Operation ${operationId} is not implemented`);
  };
}

function describe(
  errors: { instancePath?: string; message?: string; params?: unknown }[] | null | undefined,
): string {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()).join('; ');
}
