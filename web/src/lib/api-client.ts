import i18n from '@/i18n/index.ts'
import { authStorage } from './auth-storage.ts'

export const API_ROOT = '/api'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
    /** Seconds the server asked to wait before trying again (a 429's or 503's Retry-After), if any. */
    readonly retryAfter: number | null = null,
  ) {
    super(message)
  }
  get detail(): unknown {
    return (this.body as { detail?: unknown } | null)?.detail
  }
  /** The error's code in the contract's catalogue (DESIGN.md section 4), when the server sent one. */
  get code(): unknown {
    return (this.body as { code?: unknown } | null)?.code
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
  return (await apiResponse<T>(path, opts)).data
}

/** apiRequest with the answer's headers, for the calls that read one (x-total-count of a paged list). */
export async function apiResponse<T>(
  path: string,
  opts: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const res = await sendRenewing(path, opts)
  return { data: await parse<T>(res), headers: res.headers }
}

/** A file the app's session may read (a data export): its bytes as a Blob, or the call's ApiError. */
export async function apiBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  const res = await sendRenewing(path, opts)
  return res.ok ? res.blob() : parse<never>(res)
}

/** One call, renewed once on a 401 while the session lives (the refresh-and-retry of DESIGN.md). */
async function sendRenewing(path: string, opts: RequestOptions): Promise<Response> {
  const res = await send(path, opts)
  if (res.status !== 401 || opts.noRefresh || !authStorage.token()) return res
  if (await refreshAccessToken()) return send(path, opts)
  authStorage.clear()
  onSessionExpired()
  return res
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
  // The message is for logs and developers; what a user reads comes from errorMessage.
  if (!res.ok) {
    const wait = Number(res.headers.get('retry-after') ?? Number.NaN)
    throw new ApiError(
      res.status,
      body,
      serverLines(body, false).join(', ') || `Request failed (${res.status})`,
      Number.isFinite(wait) && wait >= 0 ? Math.ceil(wait) : null,
    )
  }
  return body as T
}

/**
 * What a failed call says, in the reader's language, one line per problem: a code the app knows is
 * translated (each item of a 422 list by its own code); for any other code, the server's words (a
 * text detail, each item's msg, an object's message, or message). A failure that is not an answer
 * (the network) shows its own message; the fallback when nothing usable came.
 */
export function errorLines(err: unknown, fallback: string): string[] {
  if (err instanceof ApiError) {
    const lines = serverLines(err.body, true)
    return lines.length ? lines : [fallback]
  }
  return [err instanceof Error && err.message ? err.message : fallback]
}

/** errorLines on one line: the message to show for a failed call. */
export function errorMessage(err: unknown, fallback: string): string {
  return errorLines(err, fallback).join(', ')
}

/**
 * The text of a catalogue code in the reader's language, else `otherwise` (the server's own words).
 * The English error texts are the catalogue's own, the server's words for an English reader, and come
 * with the strings that follow the first screen: until they are in, the server's words stand.
 */
export function errorCodeText(code: unknown, otherwise: string): string {
  const key = `errors:${String(code)}`
  return typeof code === 'string' && i18n.exists(key) ? i18n.t(key as 'errors:not_found') : otherwise
}

function serverLines(body: unknown, translate: boolean): string[] {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body ? [body] : []
  const { detail, message, code } = body as { detail?: unknown; message?: unknown; code?: unknown }
  const text = (itemCode: unknown, words: string) => (translate ? errorCodeText(itemCode, words) : words)
  if (Array.isArray(detail)) {
    const lines = detail.flatMap((item) => {
      const { msg, code: itemCode } = (item ?? {}) as { msg?: unknown; code?: unknown }
      return typeof msg === 'string' && msg ? [text(itemCode, msg)] : []
    })
    if (lines.length) return lines
  }
  if (typeof detail === 'string' && detail) return [text(code, detail)]
  const known = translate ? errorCodeText(code, '') : ''
  if (known) return [known]
  if (detail && typeof detail === 'object' && typeof (detail as { message?: unknown }).message === 'string') {
    return [(detail as { message: string }).message]
  }
  return typeof message === 'string' && message ? [message] : []
}
