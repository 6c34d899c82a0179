/**
 * A value a schema accepts, made up with a seeded generator: the starting point of every fuzz
 * case (each case breaks one thing of a request that is otherwise valid, so it reaches the
 * code behind the validation) and the body of the IDOR sweep's calls.
 */
import type { Schema } from './operations';
import { sampleOfPattern } from './pattern';
import type { Random } from './random';

export interface SampleContext {
  random: Random;
  /**
   * A value the caller wants for a field, by its path of names (['from', 'productId']); an
   * optional field with a hint is always there (unless the hint is `omitted`), and so is the
   * oneOf option that holds it.
   */
  hint?: (path: readonly string[]) => unknown;
}

/** A hint that leaves an optional field out. */
export const omitted = Symbol('omitted');

export function sampleOf(schema: Schema, context: SampleContext, path: string[] = []): unknown {
  const name = path[path.length - 1];
  const hinted = path.length > 0 ? context.hint?.(path) : undefined;
  if (hinted !== undefined) return hinted;
  if ('const' in schema) return schema.const;
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choices) {
    const { oneOf: _one, anyOf: _any, ...rest } = schema;
    return sampleOf({ ...rest, ...chooseOption(choices, context, path) }, context, path);
  }
  if (Array.isArray(schema.enum)) {
    return context.random.pick(schema.enum.filter((value) => value !== null));
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) {
    return context.random.pick(schema.examples);
  }
  switch (typeOf(schema)) {
    case 'object':
      return objectSample(schema, context, path);
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: count }, () => sampleOf(items, context, path));
    }
    case 'string':
      return stringSample(schema, context.random, name);
    case 'integer':
      return context.random.int(...bounds(schema));
    case 'number': {
      const [min, max] = bounds(schema);
      return Math.round((min + context.random.next() * (max - min)) * 100) / 100;
    }
    case 'boolean':
      return context.random.chance(0.5);
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

/** The schema's type; of a list such as ['string', 'null'], the first that is not null. */
export function typeOf(schema: Schema): string | undefined {
  const { type } = schema;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') ?? 'null';
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  return undefined;
}

function chooseOption(choices: Schema[], context: SampleContext, path: string[]): Schema {
  const hinted = choices.find((choice) =>
    Object.keys((choice.properties ?? {}) as Schema).some(
      (name) => context.hint?.([...path, name]) !== undefined,
    ),
  );
  return hinted ?? context.random.pick(choices);
}

function objectSample(schema: Schema, context: SampleContext, path: string[]) {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const value: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (context.hint?.([...path, name]) === omitted) continue;
    const wanted =
      required.has(name) ||
      context.hint?.([...path, name]) !== undefined ||
      // Half the optional fields too: they are where a rare code path waits.
      context.random.chance(0.5);
    if (wanted) value[name] = sampleOf(property, context, [...path, name]);
  }
  return value;
}

function stringSample(schema: Schema, random: Random, name: string | undefined): string {
  switch (schema.format) {
    case 'date':
      // Days in February 2026, before the test bank's first day (2026-03-02); a period's
      // `from` comes before its `to`.
      return `2026-02-${String(name === 'to' ? random.int(15, 28) : random.int(10, 14)).padStart(2, '0')}`;
    case 'date-time':
      return `2026-03-0${random.int(2, 9)}T10:15:00Z`;
    case 'email':
      return `fuzz${random.int(1, 999)}@example.com`;
    case 'binary':
      return 'file';
  }
  if (typeof schema.pattern === 'string') return sampleOfPattern(schema.pattern, random);
  const min = Number(schema.minLength ?? 1);
  const max = Math.min(Number(schema.maxLength ?? 12), Math.max(min, 12));
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: random.int(min, max) }, () => random.pick([...letters])).join('');
}

function bounds(schema: Schema): [number, number] {
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const min = typeof low === 'number' ? low + (schema.exclusiveMinimum === low ? 1 : 0) : 0;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  const max =
    typeof high === 'number' ? high - (schema.exclusiveMaximum === high ? 1 : 0) : min + 500;
  return [min, Math.max(min, max)];
}
