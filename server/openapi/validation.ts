/**
 * Ajv set up for the contract. Request bodies are checked exactly as written (no type
 * coercion, extra fields rejected); path, query and header values arrive as strings, so those
 * are coerced to the contract's types.
 */
import type { Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { JsonSchema } from './contract';
import { finiteNumbersOnly } from './finite-numbers';

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, hence Ajv's 2020 dialect, which already knows
 * the annotations the contract uses (examples, contentEncoding, contentMediaType). OpenAPI adds
 * the keywords below; declaring them keeps Ajv's strict mode, which catches misspelt keywords,
 * without rejecting valid OpenAPI.
 */
const openApiKeywords = ['discriminator', 'xml', 'externalDocs', 'example'];

export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    removeAdditional: false,
    keywords: openApiKeywords,
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

export function contractValidatorCompiler(): FastifySchemaCompiler<JsonSchema> {
  const forBodies = createAjv({ coerceTypes: false, useDefaults: true });
  const forStrings = createAjv({ coerceTypes: 'array', useDefaults: true });
  return ({ schema, httpPart }) =>
    finiteNumbersOnly(httpPart === 'body' ? forBodies.compile(schema) : forStrings.compile(schema));
}
