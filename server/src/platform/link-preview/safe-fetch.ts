import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { isPublicAddress } from './addresses.ts'
import { decodePage } from './charset.ts'
import { type Connect, exchange, openSocket } from './pinned-request.ts'

/**
 * Fetches the HTML page a link in a post, comment or chat message points at, and its card's image
 * (issue 31), without letting that link reach anything but the public internet: only http and https;
 * every address connected to, after DNS and after each redirect, is a public one (addresses.ts), and
 * the connection goes to that checked address itself, so a DNS answer that changes between the check
 * and the connect (rebinding) changes nothing. One budget of time for the whole chain, a limit on the
 * body, and only the type asked for is read. docs/decisions.md, "Link previews: the safe fetcher".
 */

/** Why a page was not fetched: a stable code, for logs and the card's cache. */
export type FetchRefusal =
  | 'url'
  | 'scheme'
  | 'address'
  | 'redirects'
  | 'timeout'
  | 'too_large'
  | 'not_html'
  | 'not_image'
  | 'status'
  | 'network'

type Refused = { ok: false; reason: FetchRefusal }
export type FetchPageResult = { ok: true; finalUrl: string; html: string } | Refused
export type FetchImageResult =
  | { ok: true; finalUrl: string; bytes: Uint8Array; contentType: string }
  | Refused

export interface FetchPageOptions {
  /** The whole fetch, DNS and every redirect included, in milliseconds. */
  budgetMs?: number
  /** The most bytes of body read (after decompression; default 1 MiB for a page, 5 MiB for an image). */
  maxBytes?: number
  /** The most redirects followed; one more is refused. */
  maxRedirects?: number
  /** Ends the fetch early (as a timeout), e.g. when the server shuts down. */
  signal?: AbortSignal
  /**
   * TESTS ONLY: lets the fetcher connect to a non-public address this answers true for (the test's
   * own server on 127.0.0.1). The app never passes it from configuration or the environment.
   */
  allowPrivateAddress?: (address: string) => boolean
  /** A host's addresses (default: the system resolver, every address). */
  resolve?: (hostname: string) => Promise<string[]>
  /** Opens each connection (default: a TCP or TLS socket to the checked address). */
  connect?: Connect
}

export const FETCH_BUDGET_MS = 5_000
export const FETCH_MAX_BYTES = 1024 * 1024
export const FETCH_MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const FETCH_MAX_REDIRECTS = 3
const MAX_URL_LENGTH = 2048

const PAGE = {
  types: new Set(['text/html', 'application/xhtml+xml']),
  accept: 'text/html, application/xhtml+xml;q=0.9',
  maxBytes: FETCH_MAX_BYTES,
  wrongType: 'not_html',
} as const
// What the image queue decodes and re-encodes; the bytes decide the type there, not this header.
const IMAGE = {
  types: new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']),
  accept: 'image/avif, image/webp, image/png, image/jpeg, image/gif;q=0.8',
  maxBytes: FETCH_MAX_IMAGE_BYTES,
  wrongType: 'not_image',
} as const

/** A page as text, decoded from its charset; `not_html` for anything but HTML. */
export async function fetchPage(url: string, opts: FetchPageOptions = {}): Promise<FetchPageResult> {
  const answer = await fetchChecked(url, PAGE, opts)
  if (!answer.ok) return answer
  return { ok: true, finalUrl: answer.finalUrl, html: decodePage(answer.bytes, answer.contentType) }
}

/** A card's image as bytes, for the image queue; `not_image` for anything but the usual image types. */
export function fetchImage(url: string, opts: FetchPageOptions = {}): Promise<FetchImageResult> {
  return fetchChecked(url, IMAGE, opts)
}

async function fetchChecked(
  url: string,
  wanted: typeof PAGE | typeof IMAGE,
  opts: FetchPageOptions,
): Promise<FetchImageResult> {
  const budget = AbortSignal.timeout(opts.budgetMs ?? FETCH_BUDGET_MS)
  const signal = opts.signal ? AbortSignal.any([budget, opts.signal]) : budget
  const maxRedirects = opts.maxRedirects ?? FETCH_MAX_REDIRECTS
  let current = parseUrl(url)
  for (let redirects = 0; ; redirects++) {
    if (typeof current === 'string') return refuse(current)
    const address = await checkedAddress(current, opts, signal)
    if (typeof address !== 'object') return refuse(address)
    const answer = await exchange(current, address.target, {
      types: wanted.types,
      accept: wanted.accept,
      maxBytes: opts.maxBytes ?? wanted.maxBytes,
      signal,
      connect: opts.connect ?? openSocket,
    })
    if (answer.kind === 'refused') {
      return refuse(answer.reason === 'wrong_type' ? wanted.wrongType : answer.reason)
    }
    if (answer.kind === 'body') {
      return { ok: true, finalUrl: current.href, bytes: answer.bytes, contentType: answer.contentType }
    }
    if (redirects >= maxRedirects) return refuse('redirects')
    current = parseUrl(answer.location, current)
  }
}

function refuse(reason: FetchRefusal): Refused {
  return { ok: false, reason }
}

/** The URL to request, or why not: not http(s), credentials in it, malformed or too long. */
export function parseUrl(text: string, base?: URL): URL | 'url' | 'scheme' {
  if (text.length > MAX_URL_LENGTH) return 'url'
  let url: URL
  try {
    url = new URL(text, base)
  } catch {
    return 'url'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme'
  if (url.username || url.password || !url.hostname) return 'url'
  // A fragment is the browser's; a page is fetched (and its card kept) without it.
  url.hash = ''
  return url
}

/** The host's addresses, all of them checked, and the one to connect to; or why not. */
async function checkedAddress(
  url: URL,
  opts: FetchPageOptions,
  signal: AbortSignal,
): Promise<{ target: Parameters<Connect>[0] } | 'address' | 'timeout' | 'network'> {
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
  let addresses: string[]
  if (isIP(hostname)) addresses = [hostname]
  else {
    const resolved = await untilAborted((opts.resolve ?? resolveAll)(hostname), signal)
    if (resolved === 'timeout') return 'timeout'
    if (resolved === 'network' || resolved.length === 0) return 'network'
    addresses = resolved
  }
  // Every address, not only the one used: a host that also answers a private address is not public.
  const allowed = (address: string) =>
    isPublicAddress(address) || opts.allowPrivateAddress?.(address) === true
  if (!addresses.every(allowed)) return 'address'
  const tls = url.protocol === 'https:'
  const port = url.port ? Number(url.port) : tls ? 443 : 80
  return { target: { address: addresses[0]!, port, tls, hostname } }
}

async function resolveAll(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname, { all: true })
  return answers.map((a) => a.address)
}

/** The promise's value, 'timeout' if the signal ends first, 'network' if it fails. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | 'timeout' | 'network'> {
  if (signal.aborted) return Promise.resolve('timeout')
  return new Promise((resolve) => {
    const onAbort = () => resolve('timeout')
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => resolve(value),
      () => resolve('network'),
    )
    promise.finally(() => signal.removeEventListener('abort', onAbort)).catch(() => {})
  })
}
