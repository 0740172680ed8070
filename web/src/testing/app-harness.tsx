import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { ToastProvider } from '@/components/ui/toast.tsx'
import { createQueryClient } from '@/lib/query-client.ts'

/** Test-only helpers: a fetch stub keyed by "METHOD /path" and a memory router with the app's providers. */
export interface StubRequest {
  url: URL
  body: unknown
  headers: Headers
}
export type StubHandler = (req: StubRequest) => Response | Promise<Response>

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

export function stubApi(routes: Record<string, StubHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`
    const handler = routes[key]
    if (!handler) return json(404, { detail: `no stub for ${key}` })
    const raw = init?.body
    const body =
      raw instanceof URLSearchParams
        ? Object.fromEntries(raw)
        : typeof raw === 'string'
          ? (JSON.parse(raw) as unknown)
          : raw
    return handler({ url, body, headers: new Headers(init?.headers) })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** Calls to one "METHOD /path" of a fetch stub, with their parsed bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost')
      return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}` === key
    })
    .map(([, init]) => {
      const raw = init?.body
      if (raw instanceof FormData) return raw
      return raw instanceof URLSearchParams ? Object.fromEntries(raw) : JSON.parse(String(raw ?? 'null'))
    })
}

export function renderRoutes(
  routes: RouteObject[],
  entry: string | { pathname: string; state?: unknown },
  { retry = true }: { retry?: boolean } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] })
  const client = createQueryClient()
  // The app retries a failed read once after a second; error-state tests see the failure at once.
  if (!retry) client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } })
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  )
  return { router, client }
}

/** A promise settled from the test, to observe a call while it is still pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/** The query string of each call to one "METHOD /path", as a plain object. */
export function queriesTo(fetchMock: ReturnType<typeof stubApi>, key: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
    }))
    .filter(({ url, method }) => `${method} ${url.pathname.replace(/^\/api/, '')}` === key)
    .map(({ url }) => Object.fromEntries(url.searchParams))
}

/**
 * A stand-in IntersectionObserver (happy-dom never intersects anything): `scrollIntoView()` reports
 * every observed element as visible, as when the reader scrolls to the end of a list.
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>()
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] }
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] }
      observers.add(this.entry)
    }
    observe(el: Element) {
      this.entry.elements.push(el)
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry)
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    scrollIntoView() {
      for (const { callback, elements } of [...observers]) {
        const entries = elements.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        )
        callback(entries, {} as IntersectionObserver)
      }
    },
  }
}
/**
 * Fake setTimeout/setInterval/Date for debounce, polling and cooldown tests. React's scheduler keeps its
 * real setImmediate; the `jest` shim lets Testing Library's async helpers advance the fake clock (they
 * only recognise Jest's fake timers).
 */
export function installFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
}
