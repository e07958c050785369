/**
 * Server errors in the §8 shape. `AppError` lives in the server SDK (sdk/server/errors.ts) and is
 * re-exported here for the kernel. Throw it anywhere in a route; the error handler turns it,
 * validation failures and everything else into `{ errorCode, message }` with a fitting status and
 * never leaks a stack trace.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@lemma/sdk/server';

export { AppError, statusFor, notFound, unauthorized, forbidden } from '@lemma/sdk/server';

/** Installs the error and not-found handlers on the root instance. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ errorCode: err.errorCode, message: err.message });
    }
    const fe = err as FastifyError;
    if (hasZodFastifySchemaValidationErrors(fe)) {
      const detail = fe.validation
        .map((v) => `${v.instancePath.replace(/^\//, '').replace(/\//g, '.') || fe.validationContext || 'body'}: ${v.message}`)
        .join('; ');
      return reply.status(400).send({ errorCode: 'VALIDATION_ERROR', message: detail });
    }
    if (fe.validation) {
      return reply.status(400).send({ errorCode: 'VALIDATION_ERROR', message: fe.message });
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
      return reply.status(413).send({ errorCode: 'FILE_TOO_LARGE', message: 'The request is too large' });
    }
    if (fe.statusCode === 429) {
      return reply
        .status(429)
        .send({ errorCode: 'RATE_LIMITED', message: 'Too many requests, please wait a moment and try again' });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Malformed JSON, unsupported media type, empty body with JSON content type, ...
      return reply.status(fe.statusCode).send({ errorCode: 'VALIDATION_ERROR', message: fe.message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ errorCode: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
  });
}
