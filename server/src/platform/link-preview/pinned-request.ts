import { type IncomingMessage, request } from 'node:http'
import { connect as connectTcp, isIP } from 'node:net'
import { type Duplex, pipeline, type Readable } from 'node:stream'
import { checkServerIdentity, connect as connectTls } from 'node:tls'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { parseMediaType } from './charset.ts'

/** Where one request connects: an address already checked, and the name the server knows itself by. */
export interface ConnectTarget {
  address: string
  port: number
  tls: boolean
  /** The URL's host: the TLS name (SNI and certificate check); never resolved again. */
  hostname: string
}

/** Opens the connection of one request. Tests wrap the default to see every connection made. */
export type Connect = (target: ConnectTarget) => Duplex

/** The only way the fetcher opens a socket: to the checked address itself, so DNS is asked once. */
export const openSocket: Connect = ({ address, port, tls, hostname }) => {
  if (!tls) return connectTcp({ host: address, port })
  const named = isIP(hostname) === 0
  return connectTls({
    host: address,
    port,
    servername: named ? hostname : undefined,
    ALPNProtocols: ['http/1.1'],
    // The certificate must name the URL's host, not the address it was reached at.
    checkServerIdentity: (_, cert) => checkServerIdentity(hostname, cert),
  })
}

export const USER_AGENT = 'AgoraBot/1.0 (+link previews)'
const REDIRECTS = new Set([301, 302, 303, 307, 308])

export type Exchange =
  | { kind: 'body'; bytes: Uint8Array; contentType: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'refused'; reason: 'timeout' | 'too_large' | 'wrong_type' | 'status' | 'network' }

export interface ExchangeLimits {
  /** The media types read (lowercase essences), and the Accept header that asks for them. */
  types: ReadonlySet<string>
  accept: string
  maxBytes: number
  signal: AbortSignal
  connect: Connect
}

/**
 * One GET over a connection to `target`, answered as a body, a redirect to follow, or a refusal. A
 * response of another type, or that says it is larger than the limit, is refused without reading its
 * body; a body that grows past the limit (after decompression) is cut off there.
 */
export function exchange(url: URL, target: ConnectTarget, limits: ExchangeLimits): Promise<Exchange> {
  const { maxBytes, signal, connect } = limits
  return new Promise((resolve) => {
    let settled = false
    const finish = (result: Exchange) => {
      if (settled) return
      settled = true
      signal.removeEventListener('abort', onAbort)
      req.destroy()
      resolve(result)
    }
    const onAbort = () => finish({ kind: 'refused', reason: 'timeout' })
    const req = request({
      method: 'GET',
      host: target.hostname,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      headers: {
        host: url.host,
        'user-agent': USER_AGENT,
        accept: limits.accept,
        'accept-encoding': 'gzip, deflate, br',
      },
      createConnection: () => connect(target),
    })
    req.on('error', () => finish({ kind: 'refused', reason: signal.aborted ? 'timeout' : 'network' }))
    req.on('response', (res) => {
      const head = judgeHead(res, limits)
      if (head) return finish(head)
      readBody(res, maxBytes).then((body) => {
        if (body === 'too_large' || body === 'network') return finish({ kind: 'refused', reason: body })
        finish({ kind: 'body', bytes: body, contentType: res.headers['content-type'] ?? '' })
      })
    })
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort)
    req.end()
  })
}

/** What the status and headers alone decide, or null when the body is to be read. */
function judgeHead(res: IncomingMessage, { types, maxBytes }: ExchangeLimits): Exchange | null {
  const status = res.statusCode ?? 0
  if (REDIRECTS.has(status)) {
    const location = res.headers.location
    return location ? { kind: 'redirect', location } : { kind: 'refused', reason: 'status' }
  }
  if (status < 200 || status > 299) return { kind: 'refused', reason: 'status' }
  const type = parseMediaType(res.headers['content-type'])?.type
  if (!type || !types.has(type)) return { kind: 'refused', reason: 'wrong_type' }
  const length = Number(res.headers['content-length'])
  if (Number.isFinite(length) && length > maxBytes) return { kind: 'refused', reason: 'too_large' }
  if (!decoderFor(res.headers['content-encoding'])) return { kind: 'refused', reason: 'network' }
  return null
}

function decoderFor(encoding: string | undefined): (() => Duplex) | 'identity' | null {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
    case '':
      return 'identity'
    case 'gzip':
    case 'x-gzip':
      return createGunzip
    case 'deflate':
      return createInflate
    case 'br':
      return createBrotliDecompress
    default:
      return null
  }
}

/** The body's bytes, decompressed, or why not: past `maxBytes` (counted after decompression) or broken. */
async function readBody(
  res: IncomingMessage,
  maxBytes: number,
): Promise<Uint8Array | 'too_large' | 'network'> {
  const decoder = decoderFor(res.headers['content-encoding'])
  // pipeline, not pipe: a connection broken mid-body fails the decompressor's reading too.
  const stream: Readable =
    decoder === 'identity' || decoder === null ? res : pipeline(res, decoder(), () => {})
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length
      if (size > maxBytes) {
        stream.destroy()
        return 'too_large'
      }
      chunks.push(chunk as Buffer)
    }
  } catch {
    return 'network'
  }
  return Buffer.concat(chunks)
}
