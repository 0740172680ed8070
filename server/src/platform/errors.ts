import type { ValidationIssue } from '@agora/contract'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-errors.ts'

/** An error the client may see: a status and a detail (DESIGN.md section 4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | ValidationIssue[],
    readonly headers: Record<string, string> = {},
    /** A stable machine-readable code, sent beside the detail when set (issue 8). */
    readonly code?: string,
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed')
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail)
export const unauthorized = (detail = 'Not authenticated') =>
  new HttpError(401, detail, { 'www-authenticate': 'Bearer' })
export const forbidden = (detail = 'Forbidden') => new HttpError(403, detail)
export const notFound = (detail = 'Not found') => new HttpError(404, detail)
export const conflict = (detail: string) => new HttpError(409, detail)
export const tooLarge = (detail = 'File too large') => new HttpError(413, detail)
export const unsupportedMediaType = (detail = 'Unsupported media type') => new HttpError(415, detail)
export const tooManyRequests = (retryAfterSeconds: number, detail = 'Too many requests, try again later') =>
  new HttpError(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) })
/** A 422 for input that passed the schema but breaks a field rule found later (e.g. a taken name). */
export const invalidField = (loc: (string | number)[], msg: string, type = 'value_error') =>
  new HttpError(422, [{ loc, msg, type }])

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      const body = err.code ? { detail: err.detail, code: err.code } : { detail: err.detail }
      return reply.code(err.statusCode).headers(err.headers).send(body)
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable')
      const { status, detail, code, retryAfterSeconds } = DATABASE_UNAVAILABLE
      return reply.code(status).header('retry-after', String(retryAfterSeconds)).send({ detail, code })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body'
      const detail: ValidationIssue[] = err.validation.map((v) => ({
        loc: [where, ...v.instancePath.split('/').filter(Boolean)],
        msg: v.message ?? 'Invalid value',
        type: String(v.keyword),
      }))
      return reply.code(422).send({ detail })
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema')
      return reply.code(500).send({ detail: 'Internal server error' })
    }
    const status = err.statusCode ?? 500
    if (status >= 500) {
      req.log.error({ err }, 'unhandled error')
      return reply.code(500).send({ detail: 'Internal server error' })
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported content type, rate limit).
    if (status === 429) return reply.code(429).send({ detail: 'Too many requests, try again later' })
    return reply.code(status).send({ detail: clientMessage(err) })
  })
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Request body too large'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Body cannot be empty when content-type is application/json'
    default:
      return err.message
  }
}
