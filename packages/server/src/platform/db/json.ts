/**
 * jsonb values are written as JSON text: node-postgres would send a JS array as a PostgreSQL array
 * literal, and PGlite accepts the text form too. The schema's jsonb columns only accept strings, so
 * forgetting this is a type error.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
