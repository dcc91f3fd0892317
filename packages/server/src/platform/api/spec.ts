import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../config.js';

/** The API description every route, validator and serialiser comes from (the repo's spec/openapi.yaml). */
export const SPEC_PATH = join(repoRoot, 'spec', 'openapi.yaml');

export type ApiRole = 'guest' | 'patient' | 'doctor' | 'secretary' | 'admin';

export interface OperationMeta {
  operationId: string;
  method: string;
  /** The OpenAPI path without the `/v1` prefix, e.g. `/rdvs/{id}`. */
  path: string;
  /** `x-roles`: who may call it. */
  roles: readonly ApiRole[];
  /** The security requirement lists a non-GET must pass the XSRF double-submit check. */
  xsrf: boolean;
  /** The JSON Schema of each query parameter that carries a JSON object (`contentSchema`). */
  jsonQuery: Record<string, unknown>;
  /** `requestBody.required`: a request without a body must not reach the handler. */
  bodyRequired: boolean;
  /** The media types `requestBody` declares: a body of another type must not reach the handler. */
  bodyMediaTypes: readonly string[];
}

export interface ApiSpec {
  document: Record<string, unknown>;
  operations: Map<string, OperationMeta>;
  /** The media types the API only answers with (an iCalendar feed, a WebP image), in no request body. */
  responseOnlyMediaTypes: readonly string[];
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

interface RawOperation {
  operationId: string;
  'x-roles': ApiRole[];
  security?: Record<string, unknown>[];
  parameters?: { $ref?: string; name?: string; in?: string; schema?: Record<string, unknown> }[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, unknown> };
  responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

let cached: ApiSpec | undefined;

export function loadSpec(): ApiSpec {
  if (cached) return cached;
  const document = parse(readFileSync(SPEC_PATH, 'utf8')) as Record<string, unknown>;
  const paths = document.paths as Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>>;
  const operations = new Map<string, OperationMeta>();
  const responseTypes = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const jsonQuery: Record<string, unknown> = {};
      for (const parameter of operation.parameters ?? []) {
        const schema = parameter.schema;
        if (parameter.in === 'query' && parameter.name && schema?.contentMediaType === 'application/json') {
          jsonQuery[parameter.name] = schema.contentSchema;
        }
      }
      operations.set(operation.operationId, {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        roles: operation['x-roles'],
        xsrf: (operation.security ?? []).some((requirement) => 'xsrfHeader' in requirement),
        jsonQuery,
        bodyRequired: resolve(document, operation.requestBody)?.required === true,
        bodyMediaTypes: Object.keys(resolve(document, operation.requestBody)?.content ?? {}),
      });
      for (const response of Object.values(operation.responses ?? {})) {
        for (const type of Object.keys(resolve(document, response)?.content ?? {})) responseTypes.add(type);
      }
    }
  }
  const requestTypes = new Set([...operations.values()].flatMap((operation) => operation.bodyMediaTypes));
  const responseOnlyMediaTypes = [...responseTypes].filter((type) => !requestTypes.has(type)).sort();
  cached = { document, operations, responseOnlyMediaTypes };
  return cached;
}

/** Follows a local `$ref` (`#/components/…`) once. */
function resolve<T extends { $ref?: string }>(
  document: Record<string, unknown>,
  value: T | undefined,
): T | undefined {
  if (!value?.$ref?.startsWith('#/')) return value;
  let target: unknown = document;
  for (const segment of value.$ref.slice(2).split('/'))
    target = (target as Record<string, unknown>)?.[segment];
  return target as T | undefined;
}
