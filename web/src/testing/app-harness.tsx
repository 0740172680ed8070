import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { ToastProvider } from '@/components/ui/toast.tsx'
import { createQueryClient } from '@/lib/query-client.ts'

/** Test-only helpers: a memory router with the app's providers; the network is mock-api.ts's. */
export { callsTo, json, queriesTo, type StubHandler, type StubRequest, stubApi } from './mock-api.ts'

/** Where the memory router starts: a path, or a location with its search and state. */
export type Entry = string | { pathname: string; search?: string; state?: unknown }

export interface RenderAppOptions {
  /** The first location; /home unless given. */
  entry?: Entry
  /** False: a failed read is not retried, so an error-state test sees the failure at once. */
  retry?: boolean
  /** A client the test has seeded (setQueryData); otherwise the app's own, fresh. */
  client?: QueryClient
}

/**
 * Renders routes, or one element, in a memory router with the app's providers (the query client,
 * toasts); the network is mock-api.ts's. An element is mounted at the entry's path (/home), and any
 * other path shows "elsewhere", so a test sees where a link or a delete took the reader.
 */
export function renderApp(what: RouteObject[] | ReactElement, options: RenderAppOptions = {}) {
  const { entry = '/home', retry = true } = options
  const routes = Array.isArray(what)
    ? what
    : [
        { path: typeof entry === 'string' ? entry.split(/[?#]/)[0] : entry.pathname, element: what },
        { path: '*', element: <p>elsewhere</p> },
      ]
  const router = createMemoryRouter(routes, { initialEntries: [entry] })
  const client = options.client ?? createQueryClient()
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
