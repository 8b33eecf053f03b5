import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** 'body.email' style names for the fields a validation failure is about. */
function fieldOf(instancePath: string, context: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path ? path : context;
}

/**
 * One error shape everywhere: { success: false, error, code, details? }. Bad input is a 400 with a
 * message per field; a 5xx never shows internals and is logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, error.validationContext ?? 'request');
        details[field] ??= issue.message ?? 'Invalid value';
      }
      return reply.code(400).send({ success: false, error: 'Validation failed', code: 'VALIDATION_ERROR', details });
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ success: false, error: error.message, code: error.code, details: error.details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type, rate limit.
      return reply.code(error.statusCode).send({ success: false, error: error.message, code: error.code ?? 'BAD_REQUEST' });
    } else {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.code(500).send({ success: false, error: 'Internal server error', code: 'INTERNAL', details: { requestId: request.id } });
  });
}
