import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import { HttpError, toHttpError } from './errors.ts'

/**
 * Answers that Fastify and Node make before the app's error handler can run, in the same
 * {detail, code} format as every other error (DESIGN.md section 4).
 */

/** A URL the router cannot decode (bad percent-encoding) or a path parameter over maxParamLength. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
) => {
  const error = toHttpError(err) ?? new HttpError('bad_request')
  return reply.code(error.statusCode).headers(error.headers).send(error.body)
}

/**
 * Node's 'clientError': a request that is not HTTP at all, headers (or a request line) over the size
 * limit, or one that took too long to arrive. No request object exists, so the answer is written to
 * the socket by hand, and the connection closes after it, as Node's own handler does.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const error = new HttpError(
    err.code === 'HPE_HEADER_OVERFLOW'
      ? 'header_too_large'
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request_timeout'
        : 'bad_request',
  )
  // Like Node's own handler: never write into an answer that has begun (a body broken mid-request).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(error.body)
    socket.write(
      `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    )
  }
  socket.destroy(err)
}
