import { http } from 'msw'
import { setupServer } from 'msw/node'
import { vi } from 'vitest'

/**
 * Test-only: the network of the web tests is Mock Service Worker's. One server intercepts every
 * fetch (vitest.setup.ts starts it and fails a test on any request no handler answers); a test
 * declares the answers of its calls with `stubApi({ 'METHOD /path': handler })`, paths without /api.
 * The returned spy records each call as `[path?query, { method, body }]` for callsTo and queriesTo.
 */
export const mockServer = setupServer()

export interface StubRequest {
  url: URL
  body: unknown
  headers: Headers
}
export type StubHandler = (req: StubRequest) => Response | Promise<Response>
export interface RecordedInit {
  method: string
  body: FormData | URLSearchParams | string | null
}

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

async function readBody(request: Request): Promise<RecordedInit['body']> {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) return request.formData()
  const text = await request.text()
  if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(text)
  return text === '' ? null : text
}

function parsed(raw: RecordedInit['body']): unknown {
  if (raw instanceof URLSearchParams) return Object.fromEntries(raw)
  if (typeof raw === 'string') return JSON.parse(raw) as unknown
  return raw
}

export function stubApi(routes: Record<string, StubHandler>) {
  const recorder = vi.fn((_input: string, _init: RecordedInit) => {})
  mockServer.resetHandlers(
    http.all(/\/api\//, async ({ request }) => {
      const url = new URL(request.url)
      const key = `${request.method} ${url.pathname.replace(/^\/api/, '')}`
      const body = await readBody(request)
      recorder(`${url.pathname}${url.search}`, { method: request.method, body })
      const handler = routes[key]
      if (!handler) return json(404, { detail: `no stub for ${key}` })
      return handler({ url, body: parsed(body), headers: request.headers })
    }),
  )
  return recorder
}

type Recorder = ReturnType<typeof stubApi>

function matches(input: string, init: RecordedInit, key: string): boolean {
  const url = new URL(input, 'http://localhost')
  return `${init.method} ${url.pathname.replace(/^\/api/, '')}` === key
}

/** Calls to one "METHOD /path", with their parsed bodies (a FormData as it is). */
export function callsTo(recorder: Recorder, key: string): unknown[] {
  return recorder.mock.calls
    .filter(([input, init]) => matches(input, init, key))
    .map(([, init]) => (init.body instanceof FormData ? init.body : (parsed(init.body) ?? null)))
}

/** The query string of each call to one "METHOD /path", as a plain object. */
export function queriesTo(recorder: Recorder, key: string): Record<string, string>[] {
  return recorder.mock.calls
    .filter(([input, init]) => matches(input, init, key))
    .map(([input]) => Object.fromEntries(new URL(input, 'http://localhost').searchParams))
}
