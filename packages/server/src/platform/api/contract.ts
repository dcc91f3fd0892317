import type { FastifyReply, FastifyRequest } from 'fastify';
import type { defaultedQueryParameters, jsonQueryParameters, operations } from '@tabib/contract';

/*
 * Handlers typed from spec/openapi.yaml through the SDK's generated `operations` (docs/decisions/011):
 * a handler whose request reading or answer drifts from the spec does not compile. The request is typed
 * as the spec's validation leaves it (plugin.ts and platform/http/validator-compiler.ts): query strings coerced, query
 * defaults filled in, JSON query parameters parsed.
 */

export type OperationId = keyof operations;

type Parameters<K extends OperationId> = operations[K]['parameters'];

/** A part the operation does not declare is `{}`: reading any field of it does not compile. */
type Declared<Part> = [NonNullable<Part>] extends [never] ? Record<never, never> : NonNullable<Part>;

/** JSON query parameters as the objects of their `contentSchema`, which the preHandler parsed and checked. */
type Parsed<K extends OperationId, Query> = K extends keyof jsonQueryParameters
  ? {
      [Name in keyof Query]: Name extends keyof jsonQueryParameters[K]
        ? jsonQueryParameters[K][Name]
        : Query[Name];
    }
  : Query;

/** Query parameters with a schema `default` are always present: Ajv's `useDefaults` filled them in. */
type Filled<K extends OperationId, Query> = K extends keyof defaultedQueryParameters
  ? Query & { [Name in defaultedQueryParameters[K] & keyof Query]-?: Exclude<Query[Name], undefined> }
  : Query;

export type ApiQuery<K extends OperationId> = Filled<K, Parsed<K, Declared<Parameters<K>['query']>>>;
export type ApiParams<K extends OperationId> = Declared<Parameters<K>['path']>;

type RequestBody<K extends OperationId> = operations[K]['requestBody'];
/** Any of the body's media types (the payment webhook also takes a form); undefined when it is optional. */
export type ApiBody<K extends OperationId> = [NonNullable<RequestBody<K>>] extends [never]
  ? undefined
  : | (NonNullable<RequestBody<K>> extends { content: infer Content } ? Content[keyof Content] : never)
    | (undefined extends RequestBody<K> ? undefined : never);

type Responses<K extends OperationId> = operations[K]['responses'];
type SuccessStatus = 200 | 201 | 202 | 204 | 206 | 301 | 302 | 303 | 304 | 307 | 308;

/**
 * What a handler may resolve to for one declared answer: the JSON body; the bytes or text of another
 * media type (an .ics, an image); nothing, or the reply it already sent, for an answer without content
 * (204, 304, a redirect).
 */
type Answer<Response> = Response extends { content: infer Content }
  ? {
      [Type in keyof Content]: Type extends 'application/json' ? Content[Type] : string | Uint8Array;
    }[keyof Content]
  : undefined | FastifyReply;

export type ApiResult<K extends OperationId> = Answer<
  Responses<K>[Extract<keyof Responses<K>, SuccessStatus>]
>;

export type ApiRequest<K extends OperationId> = FastifyRequest<{
  Params: ApiParams<K>;
  Querystring: ApiQuery<K>;
  Body: ApiBody<K>;
}>;

export type Handler<K extends OperationId> = (
  request: ApiRequest<K>,
  reply: FastifyReply,
) => Promise<ApiResult<K>>;

/** One handler per operation of the spec: a missing one does not compile. */
export type HandlerMap = { [K in OperationId]: Handler<K> };

/** What one area of the API contributes (`satisfies Handlers` types each handler from its key). */
export type Handlers = Partial<HandlerMap>;
