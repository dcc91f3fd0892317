import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/** What both request validators share: the spec decides, unknown fields are refused (not dropped). */
const shared: Options = { removeAdditional: false, useDefaults: true, allErrors: true, strict: false };

/**
 * The request validators. A URL carries only text, so query, path and header values are coerced to
 * the types the spec declares (`?page=2` is the integer 2). A JSON body carries its own types and is
 * taken as sent: `{"name": 12345}` is refused where a string is declared, never stored as "12345".
 */
export function requestValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const make = (coerceTypes: Options['coerceTypes']) => {
    const ajv = new Ajv({ ...shared, coerceTypes });
    (addFormats as unknown as (ajv: Ajv) => void)(ajv);
    return ajv;
  };
  const body = make(false);
  const url = make('array');
  let compiled = 0;
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? body : url;
    const given = schema as { $id?: string };
    // The glue gives every schema with an inner reference the same `$id`; Ajv would keep the first
    // schema under it. A unique one per route keeps each route's own (its references are local).
    const own = given.$id === undefined ? given : { ...given, $id: `urn:tabib:request:${++compiled}` };
    return ajv.compile(own);
  };
}
