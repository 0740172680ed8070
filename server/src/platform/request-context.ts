import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * The request a piece of work belongs to, carried by AsyncLocalStorage from the request's first hook
 * to its database calls, the events it publishes and, on delivery, the subscribers' work (issue 15).
 */
interface RequestContext {
  requestId: string
  /** The logger that names the request already (the request's own), which the mixin leaves alone. */
  logger?: object
}

const storage = new AsyncLocalStorage<RequestContext>()

export const REQUEST_ID_HEADER = 'x-request-id'

/** A request id a proxy or client may hand in: a token of 1 to 128 letters, digits and ._:- */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/

/** Fastify's genReqId: the caller's x-request-id when it is a sane token, else a random UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID()
}

/** The id of the request the current work belongs to, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId
}

/** Runs `work` as part of that request (an event's delivery); as it is when there is none. */
export function runInRequest<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? storage.run({ requestId }, work) : work()
}

/**
 * Pino's mixin: a log line written inside a request's work by another logger than the request's own
 * (the app's, which services and event subscribers use) carries the request id too.
 */
export function requestLogMixin(_merge: object, _level: number, logger?: object): { reqId?: string } {
  const context = storage.getStore()
  return context && context.logger !== logger ? { reqId: context.requestId } : {}
}

const resourceOf = new WeakMap<FastifyRequest, AsyncResource>()

/**
 * Every answer names its request in x-request-id, and the rest of the request runs in its context.
 * Register it before any other hook, so that they all run inside.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id)
    storage.run({ requestId: req.id, logger: req.log }, () => {
      resourceOf.set(req, new AsyncResource('agora.request'))
      done()
    })
  })
  // The body is read in the socket's context; the handler must run in the request's again (as
  // @fastify/request-context does).
  app.addHook('preValidation', (req, _reply, done) => {
    const resource = resourceOf.get(req)
    if (resource) resource.runInAsyncScope(done, req.raw)
    else done()
  })
}
