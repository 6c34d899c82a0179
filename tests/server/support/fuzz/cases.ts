/**
 * The fuzz cases of one operation: its valid request with one thing broken at a time. Every
 * field and parameter the contract gives it is broken in each way that fits it (missing, of
 * another type, 100 000 characters, a hostile string or number); a generator with a fixed seed
 * draws which hostile value, so every run sends the same requests and the run's length follows
 * the contract, not luck.
 */
import type { Hints } from './base';
import { jsonBodyCases } from './body-cases';
import { formOf, malformedForms } from './multipart';
import { type ContractOperation, pathParameters } from './operations';
import type { Random } from './random';
import {
  type AddCase,
  type Change,
  copyOf,
  headerParameters,
  queryParameters,
  type RequestParts,
} from './request';
import { typeOf } from './sample';
import {
  excerpt,
  hostileNumberTexts,
  hostileParameterValues,
  hostilePathValues,
  hugeString,
} from './values';

export interface FuzzCase {
  name: string;
  parts: RequestParts;
}

export function fuzzCases(
  operation: ContractOperation,
  base: RequestParts,
  random: Random,
  hints: Hints,
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (name: string, change: Change) => {
    const parts = copyOf(base);
    change(parts);
    cases.push({ name, parts });
  };
  pathCases(operation, random.fork('path'), add);
  queryCases(operation, random.fork('query'), add);
  headerCases(operation, random.fork('headers'), add);
  if (operation.secured) tokenCases(base, random.fork('token'), add);
  if (base.body?.kind === 'json')
    jsonBodyCases(base.body.value, operation, random.fork('body'), add);
  else if (operation.body?.mediaType === 'multipart/form-data')
    multipartCases(operation, random, hints, add);
  else unexpectedBodyCases(add);
  // Last: a valid call may end the session or move the clock for what follows.
  cases.push({ name: 'the valid request', parts: copyOf(base) });
  return cases;
}

function pathCases(operation: ContractOperation, random: Random, add: AddCase) {
  const suffix = random.pick(['/', '//', '/..', '/%2e%2e', '/.json', ';x=1', '%00']);
  add(`path followed by ${JSON.stringify(suffix)}`, (parts) => {
    parts.pathSuffix = suffix;
  });
  for (const parameter of pathParameters(operation)) {
    const values = ['..%2F..%2F..%2Fetc%2Fpasswd', ...random.some(hostilePathValues.slice(1), 6)];
    for (const value of values) {
      add(`path ${parameter.name} = ${excerpt(value)}`, (parts) => {
        parts.rawParams = { ...parts.rawParams, [parameter.name]: value };
      });
    }
  }
}

function queryCases(operation: ContractOperation, random: Random, add: AddCase) {
  const parameters = queryParameters(operation);
  const name = parameters[0]?.name ?? 'q';
  const broken = random.pick([
    `${name}=%E0%A4%A`,
    `${name}=%`,
    `${name}=%00`,
    '&&=&',
    `${name}[a][b]=1`,
  ]);
  add(`query ${broken}`, (parts) => {
    parts.rawQuery = broken;
  });
  if (parameters.length === 0) return;
  for (const parameter of parameters) {
    if (parameter.required) {
      add(`query without ${parameter.name}`, (parts) => {
        parts.query = parts.query.filter(([name]) => name !== parameter.name);
      });
    }
    const value = random.pick(hostileParameterValues);
    add(`query ${parameter.name} = ${excerpt(value)}`, (parts) =>
      setQuery(parts, parameter.name, value),
    );
    add(`query ${parameter.name} of 100 000 characters`, (parts) =>
      setQuery(parts, parameter.name, hugeString),
    );
  }
  // Every numeric parameter gets every hostile number: coercion from text is where they slip.
  for (const parameter of parameters.filter((p) =>
    ['integer', 'number'].includes(typeOf(p.schema) ?? ''),
  )) {
    for (const value of hostileNumberTexts) {
      add(`query ${parameter.name} = ${value}`, (parts) => setQuery(parts, parameter.name, value));
    }
  }
  const [first] = parameters;
  if (!first) return;
  add(`query ${first.name} twice`, (parts) => {
    parts.query.push([first.name, 'second'], [first.name, 'third']);
  });
  add('query with a parameter it does not take', (parts) => {
    parts.query.push(['admin', 'true'], ['__proto__[admin]', '1']);
  });
}

function setQuery(parts: RequestParts, name: string, value: string) {
  parts.query = [...parts.query.filter(([key]) => key !== name), [name, value]];
}

const printable = hostileParameterValues.filter((value) => /^[\x20-\x7e]*$/.test(value));

function headerCases(operation: ContractOperation, random: Random, add: AddCase) {
  for (const parameter of headerParameters(operation)) {
    const name = parameter.name.toLowerCase();
    if (parameter.required) {
      add(`header without ${name}`, (parts) => {
        delete parts.headers[name];
      });
    }
    const value = random.pick(printable);
    add(`header ${name} = ${excerpt(value)}`, (parts) => {
      parts.headers[name] = value;
    });
    add(`header ${name} of 100 000 characters`, (parts) => {
      parts.headers[name] = hugeString;
    });
  }
  const language = random.pick(['*;q=abc', 'xx-YY,zz;q=2', `${'en,'.repeat(500)}en`, hugeString]);
  add(`Accept-Language = ${excerpt(language)}`, (parts) => {
    parts.headers['accept-language'] = language;
  });
}

function tokenCases(base: RequestParts, random: Random, add: AddCase) {
  add('no access token', (parts) => {
    delete parts.headers.authorization;
  });
  const token = base.headers.authorization ?? '';
  const forged = random.pick([
    'garbage',
    `Bearer ${token}`,
    `${token}x`,
    token.slice(0, -1),
    'x'.repeat(10_000),
    '../../etc/passwd',
  ]);
  add(`access token ${excerpt(forged)}`, (parts) => {
    parts.headers.authorization = forged;
  });
}

function multipartCases(operation: ContractOperation, random: Random, hints: Hints, add: AddCase) {
  // The same form as the valid request's (baseRequest), broken in each way.
  const valid = formOf(operation.body?.schema ?? {}, {
    random: random.fork('form'),
    hint: (path) => hints.field?.(path, operation),
  });
  for (const [name, body] of malformedForms(valid)) {
    add(`multipart ${name}`, (parts) => {
      parts.body = body;
    });
  }
  add('multipart sent as JSON', (parts) => {
    parts.body = { kind: 'json', value: { file: 'x' } };
  });
}

function unexpectedBodyCases(add: AddCase) {
  add('a JSON body it does not take', (parts) => {
    parts.body = { kind: 'json', value: { isAdmin: true } };
  });
  add('a body of a type it does not take', (parts) => {
    parts.body = { kind: 'raw', contentType: 'application/xml', data: '<a>b</a>' };
  });
}
