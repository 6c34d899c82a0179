/**
 * Fuzz cases of a JSON body: fields missing, of another type, extra, 100 000 characters long,
 * hostile numbers (also as JSON text no serializer writes), hostile strings, whole bodies that
 * are not the object, another content type, and a body past the size limit.
 */
import {
  type Field,
  fieldsOf,
  isNumber,
  isString,
  nameOf,
  otherTypes,
  withField,
  withoutField,
} from './fields';
import type { ContractOperation } from './operations';
import type { Random } from './random';
import type { AddCase, Change } from './request';
import { excerpt, hostileNumbers, hostileNumberTokens, hostileStrings, hugeString } from './values';

const json =
  (value: unknown): Change =>
  (parts) => {
    parts.body = { kind: 'json', value };
  };

const raw =
  (data: string, contentType: string | undefined = 'application/json'): Change =>
  (parts) => {
    parts.body = { kind: 'raw', contentType, data };
  };

export function jsonBodyCases(
  value: unknown,
  operation: ContractOperation,
  random: Random,
  add: AddCase,
) {
  const fields = distinct(fieldsOf(value, operation.body?.schema ?? {}));
  const set = (field: Field, next: unknown) => json(withField(value, field.path, next));
  for (const field of fields.filter((f) => f.required)) {
    add(`body without ${nameOf(field.path)}`, json(withoutField(value, field.path)));
  }
  for (const field of fields) {
    const wrong = random.pick(otherTypes(field));
    add(`body ${nameOf(field.path)} = ${JSON.stringify(wrong)}`, set(field, wrong));
  }
  for (const field of fields.filter(isString)) {
    add(`body ${nameOf(field.path)} of 100 000 characters`, set(field, hugeString));
    const text = random.pick(hostileStrings);
    add(`body ${nameOf(field.path)} = ${excerpt(text)}`, set(field, text));
  }
  numberCases(value, fields, random, add);
  extraFieldCases(value, fields, add);
  wholeBodyCases(value, fields, random, add);
}

/** One field per place in the schema: the items of an array are fuzzed through the first. */
function distinct(fields: Field[]): Field[] {
  const byPlace = new Map<string, Field>();
  for (const field of fields) {
    const place = field.path.map((key) => (typeof key === 'number' ? '[]' : key)).join('.');
    if (!byPlace.has(place)) byPlace.set(place, field);
  }
  return [...byPlace.values()];
}

function numberCases(value: unknown, fields: Field[], random: Random, add: AddCase) {
  // Two hostile numbers and one token each.
  for (const field of fields.filter(isNumber)) {
    for (const number of random.some(hostileNumbers, 2)) {
      add(`body ${nameOf(field.path)} = ${number}`, json(withField(value, field.path, number)));
    }
    const token = random.pick(hostileNumberTokens);
    const marked = JSON.stringify(withField(value, field.path, '\u0000token'));
    add(
      `body ${nameOf(field.path)} = ${token} in the JSON text`,
      raw(marked.replace('"\\u0000token"', token)),
    );
  }
}

function extraFieldCases(value: unknown, fields: Field[], add: AddCase) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
  add('body with a field it does not take', json({ ...value, isAdmin: true }));
  const nested = fields.find(
    (f) => f.value && typeof f.value === 'object' && !Array.isArray(f.value),
  );
  if (nested) {
    add(
      `body ${nameOf(nested.path)} with a field it does not take`,
      json(withField(value, nested.path, { ...(nested.value as object), extra: 1 })),
    );
  }
  const text = JSON.stringify(value);
  add('body with __proto__', raw(`{"__proto__":{"isAdmin":true},${text.slice(1)}`));
  add(
    'body with constructor.prototype',
    raw(`{"constructor":{"prototype":{"isAdmin":true}},${text.slice(1)}`),
  );
}

function wholeBodyCases(value: unknown, fields: Field[], random: Random, add: AddCase) {
  const text = JSON.stringify(value);
  for (const [name, data] of random.some(wholeBodies(text), 5)) add(`body ${name}`, raw(data));
  const contentType = random.pick([
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
  ]);
  add(`body as ${contentType}`, raw(text, contentType));
  add('body without a content type', raw(text, undefined));
  // Past Fastify's 1 MiB body limit.
  const padding = 'y'.repeat(2 * 1024 * 1024);
  const firstString = fields.find(isString);
  add(
    'body of 2 MB',
    json(firstString ? withField(value, firstString.path, padding) : { padding }),
  );
}

/** Whole bodies that are not the object the operation takes. */
function wholeBodies(text: string): Array<[string, string]> {
  return [
    ['null', 'null'],
    ['[]', '[]'],
    ['a string', '"text"'],
    ['a number', '42'],
    ['cut short', text.slice(0, Math.max(1, Math.floor(text.length / 2)))],
    ['empty', ''],
    ['nested 5 000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['with a trailing comma', `${text.slice(0, -1)},}`],
    ['twice', `${text}${text}`],
    ['with a byte order mark', `\ufeff${text}`],
  ];
}
