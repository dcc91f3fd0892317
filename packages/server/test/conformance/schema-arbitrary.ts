import fc from 'fast-check';

/** The JSON Schema keywords of spec/openapi.yaml that generation reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  default?: unknown;
}

/** Follows `$ref`s within one document. */
export type Resolve = (schema: Schema) => Schema;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const instants = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2026-12-31T23:59:59Z'),
  noInvalidDate: true,
});

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 400));
  switch (schema.format) {
    case 'date-time':
      return instants.map((date) => date.toISOString());
    case 'date':
      return instants.map(isoDate);
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= maxLength);
    case 'uuid':
      return fc.uuid({ version: 7 });
    case 'uri':
      return fc.webUrl().filter((url) => url.length <= maxLength);
  }
  if (schema.pattern !== undefined) {
    // Only the schema's own bounds filter: a pattern may ask for more than the default length.
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  // Boundary lengths first, then any text, Arabic and accented letters included.
  return fc.oneof(
    fc.constant('a'.repeat(Math.max(minLength, 1))),
    fc.constant('ب'.repeat(maxLength)),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max = schema.maximum ?? min + 100_000;
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(fc.constant(min), fc.constant(max), inRange);
}

/**
 * Values the schema allows, boundaries included (shortest and longest texts, smallest and largest
 * numbers, empty and fullest arrays). Optional properties come and go.
 */
export function arbitraryOf(schema: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.allOf) {
    return fc
      .tuple(...s.allOf.map((part) => arbitraryOf(part, resolve, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((part) => typeof part === 'object')));
  }
  const choices = s.oneOf ?? s.anyOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, resolve, depth + 1)));
  const types = Array.isArray(s.type) ? s.type : [s.type ?? (s.properties ? 'object' : 'string')];
  return fc.oneof(...types.map((type) => arbitraryOfType(s, type, resolve, depth)));
}

function arbitraryOfType(s: Schema, type: string, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'string':
      return stringArbitrary(s);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 3, minLength + 3);
      return depth > 4
        ? fc.constant([])
        : fc.array(arbitraryOf(s.items ?? {}, resolve, depth + 1), { minLength, maxLength });
    }
    default: {
      const properties = s.properties ?? {};
      const requiredKeys = s.required ?? [];
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          arbitraryOf(property, resolve, depth + 1),
        ]),
      );
      return fc.record(record, { requiredKeys: requiredKeys.filter((name) => name in properties) });
    }
  }
}

/**
 * Values the schema refuses, one rule broken at a time: a wrong type, a text one longer than allowed,
 * a number out of range, a value outside the enum, an invisible formatting character.
 */
export function invalidValuesOf(schema: Schema, resolve: Resolve): unknown[] {
  const s = resolve(schema);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const values: unknown[] = [];
  if (s.enum) values.push('not-in-the-enum');
  if (types.includes('string')) {
    values.push(12_345);
    if (s.maxLength !== undefined) values.push('x'.repeat(s.maxLength + 1));
    if (s.pattern !== undefined || s.format !== undefined) values.push('not valid');
    values.push('Ali\u202Ecod.exe');
  }
  if (types.includes('integer') || types.includes('number')) {
    values.push('12');
    if (s.maximum !== undefined) values.push(s.maximum + 1);
    if (s.minimum !== undefined) values.push(s.minimum - 1);
    if (types.includes('integer')) values.push(1.5);
  }
  if (types.includes('boolean')) values.push('true');
  if (types.includes('array'))
    values.push(
      {},
      Array.from({ length: (s.maxItems ?? 1_000) + 1 }, () => null),
    );
  if (s.properties) values.push([], 'text');
  return values;
}
