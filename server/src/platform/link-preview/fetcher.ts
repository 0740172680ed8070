import { HttpError } from '../errors.ts'
import { createWorkQueue } from '../image-work.ts'
import {
  type FetchImageResult,
  type FetchPageOptions,
  type FetchPageResult,
  fetchImage,
  fetchPage,
} from './safe-fetch.ts'

/**
 * The app's one way to fetch for link cards (issue 31), on the service context: at most a few fetches
 * at once per instance (each may hold one of libuv's four threads for its DNS lookup), work for the
 * same key shared by whoever asks while it runs, and every fetch ended when the app closes.
 */
export interface LinkFetcher {
  page(url: string): Promise<FetchPageResult>
  image(url: string): Promise<FetchImageResult>
  /** Runs `task` unless one for `key` is already running, whose promise is then answered instead. */
  once<T>(key: string, task: () => Promise<T>): Promise<T>
  /** Ends the running fetches (as timeouts); called when the app closes. */
  close(): void
}

export const LINK_FETCHES = {
  /** Fetches at once per instance. */
  concurrency: 4,
  /** Fetches that may wait for a turn (about a second each); one more is refused with 503. */
  maxWaiting: 32,
  retryAfterSeconds: 5,
} as const

export interface LinkFetcherOptions {
  /**
   * TESTS ONLY (buildTestApp): the non-public addresses a test's own server listens on. The app never
   * passes it from configuration or the environment.
   */
  allowPrivateAddress?: (address: string) => boolean
}

export function createLinkFetcher(opts: LinkFetcherOptions = {}): LinkFetcher {
  const closing = new AbortController()
  const queue = createWorkQueue({
    concurrency: LINK_FETCHES.concurrency,
    maxWaiting: LINK_FETCHES.maxWaiting,
    full: () =>
      new HttpError('server_busy', undefined, { 'retry-after': String(LINK_FETCHES.retryAfterSeconds) }),
  })
  const running = new Map<string, Promise<unknown>>()
  const options: FetchPageOptions = {
    signal: closing.signal,
    ...(opts.allowPrivateAddress && { allowPrivateAddress: opts.allowPrivateAddress }),
  }
  return {
    page: (url) => queue.run(() => fetchPage(url, options)),
    image: (url) => queue.run(() => fetchImage(url, options)),
    once<T>(key: string, task: () => Promise<T>): Promise<T> {
      const current = running.get(key)
      if (current) return current as Promise<T>
      const started = task().finally(() => running.delete(key))
      running.set(key, started)
      return started
    },
    close: () => closing.abort(),
  }
}
