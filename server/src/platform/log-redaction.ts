import type { FastifyRequest } from 'fastify'

/**
 * Query parameters that carry secrets: the verification link's token, and the access token a
 * WebSocket passes in its URL (browsers cannot set headers on a socket). Request logs show them as
 * [redacted]; tokens never reach a log. (The outbox mailer's log line is the one exception by design:
 * it is the local stand-in for mail, DESIGN.md section 4; with SMTP_URL no link is logged.)
 */
const SECRET_PARAMS = /([?&](?:token|access_token|refresh_token|code)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]')
}

/** Fastify's request serializer with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}
