import { authStorage } from './auth-storage.ts'

export const API_ROOT = '/api'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message)
  }
  get detail(): unknown {
    return (this.body as { detail?: unknown } | null)?.detail
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  json?: unknown
  form?: Record<string, string>
  body?: FormData
  query?: Record<string, string | number | boolean | undefined>
  signal?: AbortSignal
  /** For calls whose 401 is an answer, not an expired session (login, refresh). */
  noRefresh?: boolean
}

let onSessionExpired: () => void = () => window.location.assign('/login')
/** The app decides where an expired session goes (the router's navigate). */
export function setSessionExpiredHandler(fn: () => void): void {
  onSessionExpired = fn
}

/**
 * Every API call goes through here: bearer token from storage, cookies sent, and on a 401 one
 * refresh and one retry; if that fails the stored session is cleared and the user goes to /login.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await send(path, opts)
  if (res.status === 401 && !opts.noRefresh && authStorage.token()) {
    if (await refreshAccessToken()) return parse<T>(await send(path, opts))
    authStorage.clear()
    onSessionExpired()
  }
  return parse<T>(res)
}

let refreshing: Promise<boolean> | null = null

/** Concurrent 401s share one refresh. Resolves false when the session cannot be renewed. */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await send('/auth/refresh', { method: 'POST', noRefresh: true })
      if (!res.ok) return false
      const { access_token } = (await res.json()) as { access_token: string }
      authStorage.setToken(access_token)
      return true
    } catch {
      return false
    } finally {
      refreshing = null
    }
  })()
  return refreshing
}

function send(path: string, opts: RequestOptions): Promise<Response> {
  const headers = new Headers()
  const token = authStorage.token()
  if (token) headers.set('authorization', `Bearer ${token}`)
  let body: BodyInit | undefined
  if (opts.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(opts.json)
  } else if (opts.form) {
    body = new URLSearchParams(opts.form)
  } else if (opts.body) {
    body = opts.body
  }
  return fetch(API_ROOT + path + queryString(opts.query), {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    credentials: 'include',
    signal: opts.signal,
  })
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v))
  const s = params.toString()
  return s ? `?${s}` : ''
}

async function parse<T>(res: Response): Promise<T> {
  const text = await res.text()
  let body: unknown = null
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  }
  if (!res.ok) throw new ApiError(res.status, body, errorText(body) ?? `Request failed (${res.status})`)
  return body as T
}

/** The server's message: detail as text, a list of {msg}, an object's message, or message. */
export function errorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body ? body : undefined
  const { detail, message } = body as { detail?: unknown; message?: unknown }
  if (typeof detail === 'string') return detail
  if (Array.isArray(detail)) {
    const msgs = detail
      .map((d) => (d as { msg?: unknown })?.msg)
      .filter((m): m is string => typeof m === 'string')
    if (msgs.length) return msgs.join(', ')
  }
  if (detail && typeof detail === 'object' && typeof (detail as { message?: unknown }).message === 'string') {
    return (detail as { message: string }).message
  }
  return typeof message === 'string' ? message : undefined
}

/** The message to show for a failed call: the server's, else the error's own, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return errorText(err.body) ?? fallback
  return err instanceof Error && err.message ? err.message : fallback
}
