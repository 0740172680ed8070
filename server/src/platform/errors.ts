import {
  ERRORS,
  type ErrorBody,
  type ErrorCode,
  type ErrorCodeWithStatus,
  errorCodeOfText,
  type ValidationIssue,
} from '@agora/contract'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-errors.ts'

/**
 * An error the client may see (DESIGN.md section 4): a code of the contract's catalogue, whose status
 * and English text come from there. `detail` replaces the text only where it must name a value (a
 * field, a limit) or list the issues of a 422.
 */
export class HttpError extends Error {
  readonly statusCode: number
  constructor(
    readonly code: ErrorCode,
    readonly detail: string | ValidationIssue[] = ERRORS[code].detail,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : ERRORS[code].detail)
    this.statusCode = ERRORS[code].status
  }

  get body(): ErrorBody {
    return { detail: this.detail, code: this.code }
  }
}

export const badRequest = (code: ErrorCodeWithStatus<400>, detail?: string) => new HttpError(code, detail)
export const unauthorized = (code: ErrorCodeWithStatus<401>) =>
  new HttpError(code, undefined, { 'www-authenticate': 'Bearer' })
export const forbidden = (code: ErrorCodeWithStatus<403>) => new HttpError(code)
export const notFound = (code: ErrorCodeWithStatus<404>, detail?: string) => new HttpError(code, detail)
export const conflict = (code: ErrorCodeWithStatus<409>, detail?: string) => new HttpError(code, detail)
export const tooLarge = (code: ErrorCodeWithStatus<413>, detail?: string) => new HttpError(code, detail)
export const unsupportedMediaType = (code: ErrorCodeWithStatus<415>) => new HttpError(code)
export const tooManyRequests = (retryAfterSeconds: number, code: ErrorCodeWithStatus<429> = 'rate_limited') =>
  new HttpError(code, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) })

/**
 * A 422 for one field that passed the schema but breaks a rule found later (e.g. a post's length in a
 * form). The issue carries the code and its text; `msg` replaces the text where it names a value.
 */
export const invalidField = (
  loc: (string | number)[],
  code: ErrorCodeWithStatus<422>,
  msg: string = ERRORS[code].detail,
  type = 'value_error',
) => new HttpError('validation_failed', [{ loc, msg, type, code }])

/**
 * One error handler for the whole app: HttpErrors as they are, what the framework, its plugins and
 * the database refuse as their catalogue codes, and anything else as a 500 that is logged and tells
 * the client nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    const error = toHttpError(err)
    if (error?.code === 'database_unavailable') req.log.warn({ err }, 'database unavailable')
    if (error) return reply.code(error.statusCode).headers(error.headers).send(error.body)
    req.log.error({ err, issues: (err.cause as { issues?: unknown } | undefined)?.issues }, 'unhandled error')
    return reply.code(500).send(new HttpError('internal_error').body)
  })
}

/** What a client may be told about an error, or null for a fault of the server (a 500). */
export function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'body'
    return new HttpError(
      'validation_failed',
      err.validation.map((v) => {
        const msg = v.message ?? 'Invalid value'
        const code = errorCodeOfText(msg)
        const loc = [where, ...v.instancePath.split('/').filter(Boolean)]
        return { loc, msg, type: String(v.keyword), ...(code && { code }) }
      }),
    )
  }
  if (isDatabaseUnavailable(err)) {
    return new HttpError('database_unavailable', undefined, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    })
  }
  if (!(err instanceof Error)) return null
  if (hasPostgresCode(err, UNSTORABLE_TEXT)) return bodyIssue('invalid_text', [], 'invalid_text')
  const code = (err as { code?: unknown }).code
  const known = typeof code === 'string' ? FRAMEWORK_ERRORS[code] : undefined
  if (known) return known()
  if (BUSBOY_ERROR.test(err.message) && !('statusCode' in err)) return new HttpError('malformed_multipart')
  const status = (err as { statusCode?: unknown }).statusCode
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return new HttpError(STATUS_CODES[status] ?? 'bad_request')
}

const bodyIssue = (code: ErrorCodeWithStatus<422>, loc: string[] = ['body'], type = 'json_invalid') =>
  new HttpError('validation_failed', [{ loc, msg: ERRORS[code].detail, type, code }])

/** Errors of Fastify and @fastify/multipart by their code; malformed input is a 422 (DESIGN.md section 4). */
const FRAMEWORK_ERRORS: Record<string, () => HttpError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => bodyIssue('invalid_json'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => bodyIssue('empty_body'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new HttpError('unsupported_media_type'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new HttpError('body_too_large'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new HttpError('bad_request'),
  FST_ERR_BAD_URL: () => new HttpError('bad_url'),
  FST_ERR_MAX_PARAM_LENGTH: () => new HttpError('url_too_long'),
  FST_REQ_FILE_TOO_LARGE: () => new HttpError('file_too_large'),
  FST_FILES_LIMIT: () => new HttpError('too_many_files'),
  FST_PARTS_LIMIT: () => new HttpError('too_many_fields'),
  FST_FIELDS_LIMIT: () => new HttpError('too_many_fields'),
  FST_PROTO_VIOLATION: () => new HttpError('malformed_multipart'),
  FST_MP_PREMATURE_CLOSE: () => new HttpError('malformed_multipart'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new HttpError('multipart_expected'),
  FST_INVALID_JSON_FIELD_ERROR: () => new HttpError('malformed_multipart'),
}

/** Other 4xx of the framework by status; anything unlisted is a plain 400. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'not_found',
  408: 'request_timeout',
  413: 'body_too_large',
  414: 'url_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'header_too_large',
}

/**
 * The multipart parser (busboy) fails with plain Errors on a missing or overlong boundary and on a
 * truncated or garbled body: the client's mistake, not the server's.
 */
const BUSBOY_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|Malformed part header|The needle cannot|.* terminated early due to unexpected end of multipart data)/

/**
 * PostgreSQL's invalid_byte_sequence_for_encoding and untranslatable_character: text it cannot store
 * (a NUL character, mainly). Input is checked for NUL before it reaches a query; this is the backstop.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

/** Drivers wrap the database's error (drizzle's DrizzleQueryError has it as its cause). */
function hasPostgresCode(err: Error, codes: Set<string>): boolean {
  let e: unknown = err
  for (let depth = 0; depth < 4 && e instanceof Error; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && codes.has(code)) return true
    e = e.cause
  }
  return false
}
