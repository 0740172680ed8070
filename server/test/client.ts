import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { App } from '../src/app.ts'
import { bearer } from './factories.ts'

/** Who calls: a signed-in person (or their token), or nobody. */
export type Caller = { token: string } | string | null

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Answer = Promise<LightMyRequestResponse>
type Call = (url: string, body?: unknown, extra?: Omit<InjectOptions, 'method' | 'url'>) => Answer

/**
 * The server tests' one client: `as(t.app, ayse).get('/api/users/me')`,
 * `as(t, null).post('/api/auth/login', form)`. A JSON body when one is given, the caller's bearer
 * token when there is one, and the raw answer (status, headers, `json()`), as the web client sees it.
 */
export function as(app: App | { app: App }, who: Caller) {
  const target = 'inject' in app ? app : app.app
  const token = typeof who === 'string' ? who : (who?.token ?? null)
  const call =
    (method: Method): Call =>
    (url, body, extra = {}) =>
      target.inject({
        method,
        url,
        ...extra,
        headers: { ...(token ? bearer(token) : {}), ...extra.headers },
        ...(body === undefined ? {} : { payload: body as object }),
      })
  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
    /** For a test that walks several methods: `as(t, a).send(method, url)`. */
    send: (method: Method, ...rest: Parameters<Call>) => call(method)(...rest),
  }
}
