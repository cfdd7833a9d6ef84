import fc from 'fast-check';
import { hostileJson, hostileString, POISON_KEYS } from './hostile-values.js';

/** The part of JSON Schema that fastify-type-provider-zod emits for our shared zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
}

/**
 * Plausible values for fields the schema only types as strings (email, codes, ids), so that
 * generated requests also get past validation and reach the services and SQL behind it.
 */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') {
    // ISO dates PostgreSQL cannot hold (year 0) or can barely hold sit beside ordinary ones.
    return fc.oneof(
      fc.constantFrom('0000-01-01', '0001-01-01', '9999-12-31'),
      fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 500));
    } catch {
      // A pattern fast-check cannot invert: plain text, validation decides.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 60)) });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  if (schema.multipleOf === 0.01) return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100);
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that satisfy the schema (as far as JSON Schema says; zod refinements may still refuse them). */
export function validValue(schema: JsonSchema, hints: FieldHints, name = ''): fc.Arbitrary<unknown> {
  const hint = hints[name];
  // A hint stands in for free text only: an enum of the same name (a blog's category) keeps its values.
  if (hint && !schema.enum && schema.type !== 'array' && schema.type !== 'object') return fc.oneof(hint, baseValue(schema, hints, name));
  return baseValue(schema, hints, name);
}

function baseValue(schema: JsonSchema, hints: FieldHints, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((s) => validValue(s, hints, name)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], hints, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema);
      case 'integer':
        return numberFor(schema, true);
      case 'number':
        return numberFor(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(validValue(schema.items ?? {}, hints, name), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      case 'object':
        return objectFor(schema, hints);
      default:
        // `{}` (z.unknown()): anything at all.
        return hostileJson;
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

function objectFor(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validValue(schema.additionalProperties, hints), { maxKeys: 4 });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = validValue(properties[key] ?? {}, hints, key);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)) });
}

/** Own-property assignment, so that `__proto__` becomes a key of the JSON text rather than the prototype. */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(target)) Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

type Mutation = 'wrong-type' | 'drop-field' | 'poison-key' | 'wrap-in-array' | 'replace-all' | 'nest-deeper';

/** A valid value bent against its schema in one place: the classic way to find a missing check. */
export function invalidValue(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const mutations: Mutation[] = ['wrong-type', 'drop-field', 'poison-key', 'wrap-in-array', 'replace-all', 'nest-deeper'];
  return fc
    .tuple(validValue(schema, hints), fc.constantFrom(...mutations), fc.nat(), hostileJson, hostileString, fc.constantFrom(...POISON_KEYS))
    .map(([value, mutation, pick, junk, text, poisonKey]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return mutation === 'wrap-in-array' ? [value] : junk;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      const key = keys.length > 0 ? keys[pick % keys.length] : undefined;
      switch (mutation) {
        case 'wrong-type':
          return key === undefined ? junk : withKey(record, key, typeof record[key] === 'string' ? junk : text);
        case 'drop-field': {
          if (key === undefined) return junk;
          const { [key]: _dropped, ...rest } = record;
          return rest;
        }
        case 'poison-key':
          return withKey(record, poisonKey, poisonKey === '__proto__' || poisonKey === 'constructor' ? { isAdmin: true, prototype: { isAdmin: true } } : junk);
        case 'wrap-in-array':
          return [record];
        case 'nest-deeper':
          return key === undefined ? { value: record } : withKey(record, key, { [key]: record[key] });
        case 'replace-all':
          return junk;
      }
    });
}
