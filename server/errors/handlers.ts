/**
 * Turns every failure into the bank's one error shape `{ code, message }`, with the message in
 * the request's language. Unexpected failures are logged in full and answered without detail.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { requestLocale, translate } from '../i18n';
import { BankError } from './bank-error';

interface SchemaViolation {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const bankError = toBankError(error);
    // A failover answers hundreds of 503s in seconds: each is expected, and said once as a warning.
    if (bankError.code === 'DATABASE_UNAVAILABLE')
      request.log.warn({ err: error }, 'database unavailable');
    else if (bankError.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
    return sendBankError(request, reply, bankError);
  });
}

export function sendBankError(request: FastifyRequest, reply: FastifyReply, error: BankError) {
  const message = translate(error.messageKey, requestLocale(request), error.params);
  return reply
    .code(error.httpStatus)
    .headers(error.headers)
    .send({ ...error.details, code: error.code, message });
}

/**
 * Answers what Fastify refuses before any route is chosen (an address that is not valid
 * percent-encoding, a path segment longer than the router takes): a request the contract cannot
 * match is a 400 in the bank's shape, like every other (Fastify's own shape otherwise).
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const refused = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (!refused) request.log.error({ err: error }, 'request failed');
  const bankError = refused
    ? new BankError('VALIDATION_FAILED', 400)
    : new BankError('INTERNAL_ERROR', 500);
  return sendBankError(request, reply, bankError);
}

export function toBankError(error: FastifyError): BankError {
  if (error instanceof BankError) return error;
  // A failover takes seconds: the client tries again, with the same Idempotency-Key.
  if (isDatabaseUnavailable(error)) {
    return new BankError('DATABASE_UNAVAILABLE', 503, {}, 'DATABASE_UNAVAILABLE', {
      'Retry-After': '1',
    });
  }
  if (error.validation?.[0]) return violationError(error.validation[0], error.validationContext);
  switch (error.statusCode) {
    case 404:
      return new BankError('NOT_FOUND', 404);
    case 413:
      return new BankError('PAYLOAD_TOO_LARGE', 413);
    case 415:
      return new BankError('UNSUPPORTED_MEDIA_TYPE', 415);
  }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return new BankError('VALIDATION_FAILED', 400, {}, 'BODY_NOT_JSON');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new BankError('VALIDATION_FAILED', error.statusCode);
  }
  return new BankError('INTERNAL_ERROR', 500);
}

/** Names the field that broke the contract, e.g. fatcaAnswers[0].answer or session-id. */
function violationError(violation: SchemaViolation, part: string | undefined): BankError {
  const path = violation.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const field = (name: unknown) => formatField([...path, String(name)]);
  if (violation.keyword === 'required') {
    return new BankError(
      'VALIDATION_FAILED',
      400,
      { field: field(violation.params.missingProperty) },
      'FIELD_REQUIRED',
    );
  }
  if (violation.keyword === 'additionalProperties') {
    return new BankError(
      'VALIDATION_FAILED',
      400,
      { field: field(violation.params.additionalProperty) },
      'FIELD_NOT_ALLOWED',
    );
  }
  return new BankError(
    'VALIDATION_FAILED',
    400,
    { field: path.length > 0 ? formatField(path) : (part ?? 'body') },
    'FIELD_INVALID',
  );
}

function formatField(segments: string[]): string {
  return segments.reduce(
    (name, segment) =>
      /^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment,
    '',
  );
}
