/** The fields of a JSON value beside their schema, and copies of the value with one changed. */
import type { Schema } from './operations';
import { typeOf } from './sample';

export type FieldPath = Array<string | number>;

export interface Field {
  path: FieldPath;
  schema: Schema;
  required: boolean;
  value: unknown;
}

/** Every field below the root, depth first, with the schema that describes it. */
export function fieldsOf(value: unknown, schema: Schema, path: FieldPath = []): Field[] {
  const described = optionFor(value, schema);
  if (Array.isArray(value)) {
    const items = (described.items ?? {}) as Schema;
    return value.flatMap((item, index) => [
      { path: [...path, index], schema: items, required: false, value: item },
      ...fieldsOf(item, items, [...path, index]),
    ]);
  }
  if (value === null || typeof value !== 'object') return [];
  const properties = (described.properties ?? {}) as Record<string, Schema>;
  const required = new Set((described.required ?? []) as string[]);
  return Object.entries(value).flatMap(([name, child]) => {
    const childSchema = properties[name] ?? {};
    return [
      { path: [...path, name], schema: childSchema, required: required.has(name), value: child },
      ...fieldsOf(child, childSchema, [...path, name]),
    ];
  });
}

/** Of a oneOf or anyOf, the option the value was made from. */
function optionFor(value: unknown, schema: Schema): Schema {
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (!choices) return schema;
  const keys = value && typeof value === 'object' ? Object.keys(value) : [];
  const option =
    choices.find((choice) => keys.every((key) => key in ((choice.properties ?? {}) as Schema))) ??
    choices[0] ??
    {};
  return { ...schema, ...option };
}

export function withField(root: unknown, path: FieldPath, value: unknown): unknown {
  const copy = structuredClone(root);
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as never)[key], copy);
  (parent as Record<string | number, unknown>)[path[path.length - 1] as string] = value;
  return copy;
}

export function withoutField(root: unknown, path: FieldPath): unknown {
  const copy = structuredClone(root);
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as never)[key], copy);
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete (parent as Record<string, unknown>)[last];
  return copy;
}

export const isString = (field: Field) => typeof field.value === 'string';
export const isNumber = (field: Field) => typeof field.value === 'number';

/** Values of other JSON types than the field's. */
export function otherTypes(field: Field): unknown[] {
  const candidates: unknown[] = ['text', 12345, true, null, [], {}, [1, 'a'], { nested: {} }];
  const same = (candidate: unknown) =>
    candidate === null
      ? field.value === null
      : Array.isArray(candidate)
        ? Array.isArray(field.value)
        : typeof candidate === typeof field.value && !Array.isArray(field.value);
  const declared = typeOf(field.schema);
  return candidates.filter(
    (candidate) => !same(candidate) && !(declared === 'null' && candidate === null),
  );
}

export const nameOf = (path: FieldPath) => path.join('.');
