import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ApiSpec } from './spec';

const SPEC_ID = 'openapi.json';

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * JSON Schema validators over the spec itself: the JSON `query` parameters' `contentSchema`, and the
 * responses, so a handler that returns what the spec does not allow fails instead of shipping it.
 */
export function createSpecValidators(spec: ApiSpec) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema(spec.document, SPEC_ID);
  const cache = new Map<string, ValidateFunction>();

  const compilePointer = (pointer: string) => {
    let validate = cache.get(pointer);
    if (validate === undefined) {
      validate = ajv.compile({ $ref: `${SPEC_ID}#${pointer}` });
      cache.set(pointer, validate);
    }
    return validate;
  };

  /** The pointer to the JSON schema of an operation's response, or null when it has no JSON body. */
  function responsePointer(operationId: string, status: number): string | null {
    const meta = spec.operations.get(operationId);
    if (!meta) return null;
    const paths = spec.document.paths as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >;
    const responses = paths[meta.path]?.[meta.method.toLowerCase()]?.responses ?? {};
    const key = String(status);
    let response = responses[key] as { $ref?: string; content?: Record<string, unknown> } | undefined;
    let pointer = `/paths/${escapePointer(meta.path)}/${meta.method.toLowerCase()}/responses/${key}`;
    if (response?.$ref) {
      pointer = response.$ref.slice(1);
      const name = response.$ref.split('/').pop() as string;
      const components = spec.document.components as { responses: Record<string, typeof response> };
      response = components.responses[name];
    }
    if (!response?.content?.['application/json']) return null;
    return `${pointer}/content/application~1json/schema`;
  }

  return {
    jsonQuery(operationId: string, name: string): ValidateFunction {
      const meta = spec.operations.get(operationId);
      const path = escapePointer(meta?.path ?? '');
      const method = meta?.method.toLowerCase() ?? '';
      const paths = spec.document.paths as Record<string, Record<string, { parameters: { name: string }[] }>>;
      const index = paths[meta?.path ?? '']?.[method]?.parameters.findIndex((p) => p.name === name) ?? -1;
      return compilePointer(`/paths/${path}/${method}/parameters/${index}/schema/contentSchema`);
    },
    /** Validates a response body; `undefined` when the status has no JSON body in the spec (or is undeclared). */
    response(operationId: string, status: number): ValidateFunction | undefined {
      const pointer = responsePointer(operationId, status);
      return pointer ? compilePointer(pointer) : undefined;
    },
    /** Whether the spec declares this status for the operation at all. */
    declares(operationId: string, status: number): boolean {
      const meta = spec.operations.get(operationId);
      if (!meta) return false;
      const paths = spec.document.paths as Record<
        string,
        Record<string, { responses: Record<string, unknown> }>
      >;
      return String(status) in (paths[meta.path]?.[meta.method.toLowerCase()]?.responses ?? {});
    },
  };
}

export type SpecValidators = ReturnType<typeof createSpecValidators>;
