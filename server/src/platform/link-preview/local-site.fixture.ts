import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { type Connect, type ConnectTarget, openSocket } from './pinned-request.ts'

/**
 * For the fetcher's tests only: a small web site on this machine's loopback, on an ephemeral port, and
 * a connection spy that opens sockets to loopback only. A test never sends traffic anywhere else: a
 * forbidden address must be refused before any connection, and if the fetcher ever tried one, the spy
 * records it and fails the connection instead of opening it.
 */
export interface LocalSite {
  origin: string
  port: number
  /** Every request the site answered, in order. */
  requests: { url: string; headers: IncomingHttpHeaders }[]
  /** How many TCP connections it accepted. */
  connections(): number
  close(): Promise<void>
}

type Route = (res: ServerResponse, query: URLSearchParams) => void

const html = (res: ServerResponse, body: string | Buffer, type = 'text/html; charset=utf-8') => {
  res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
  res.end(body)
}

/** A PNG's signature: what the image route answers (the image queue, not the fetcher, decodes it). */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export const OG_PAGE = `<!doctype html><html><head><title>Plain title</title>
<meta property="og:title" content="Open Graph title"><meta property="og:site_name" content="Local">
<meta property="og:image" content="/cover.png"></head><body>hi</body></html>`

const ROUTES: Record<string, Route> = {
  '/og': (res) => html(res, OG_PAGE),
  '/xhtml': (res) => html(res, '<html><head><title>X</title></head></html>', 'application/xhtml+xml'),
  // /redirect?n=3 answers 3 redirects, the last to /og; relative Location headers.
  '/redirect': (res, q) => {
    const n = Number(q.get('n'))
    res.writeHead(302, { location: n > 1 ? `/redirect?n=${n - 1}` : '/og' }).end()
  },
  '/to': (res, q) => res.writeHead(307, { location: q.get('target') ?? '/' }).end(),
  '/no-location': (res) => res.writeHead(302).end(),
  '/slow': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.write('<html><head>')
    // Never ends on its own; the fetcher's budget does. Closed with the server.
  },
  '/big': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    const chunk = Buffer.alloc(64 * 1024, 'a')
    for (let i = 0; i < 32; i++) res.write(chunk)
    res.end()
  },
  '/big-declared': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': 2 * 1024 * 1024 })
    res.write('<html>')
  },
  '/gzip': (res) => {
    const body = gzipSync(OG_PAGE)
    res.writeHead(200, {
      'content-type': 'text/html',
      'content-encoding': 'gzip',
      'content-length': body.length,
    })
    res.end(body)
  },
  '/gzip-bomb': (res) => {
    const body = gzipSync(Buffer.alloc(20 * 1024 * 1024, ' '))
    res.writeHead(200, {
      'content-type': 'text/html',
      'content-encoding': 'gzip',
      'content-length': body.length,
    })
    res.end(body)
  },
  '/compress': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'compress' }).end('x')
  },
  '/png': (res) => {
    res.writeHead(200, { 'content-type': 'image/png' })
    res.write(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  },
  '/cover.png': (res) => html(res, PNG_BYTES, 'image/png'),
  '/cover.svg': (res) => html(res, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'),
  '/no-type': (res) => res.writeHead(200).end('<title>untyped</title>'),
  '/missing': (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>'),
  '/error': (res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<title>Oops</title>'),
  // "Café – Ünï" in windows-1252, said by the header; then in windows-1251 said by <meta charset>.
  '/latin': (res) =>
    html(
      res,
      Buffer.from([
        ...Buffer.from('<title>Caf'),
        0xe9,
        0x20,
        0x96,
        0x20,
        0xdc,
        0x6e,
        0xef,
        ...Buffer.from('</title>'),
      ]),
      'text/html; charset=windows-1252',
    ),
  '/cyrillic': (res) =>
    html(
      res,
      Buffer.from([
        ...Buffer.from('<meta charset="windows-1251"><title>'),
        0xcf,
        0xf0,
        0xe8,
        0xe2,
        0xe5,
        0xf2,
        ...Buffer.from('</title>'),
      ]),
      'text/html',
    ),
}

export async function startLocalSite(host = '127.0.0.1'): Promise<LocalSite> {
  const requests: LocalSite['requests'] = []
  let connections = 0
  let origin = ''
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers })
    const url = new URL(req.url ?? '/', 'http://site.test')
    const route = ROUTES[url.pathname]
    if (route) route(res, url.searchParams)
    else res.writeHead(404).end()
  })
  server.on('connection', () => connections++)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    origin,
    port,
    requests,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A connection spy: records every connection the fetcher opens, and opens only those to loopback. */
export function loopbackOnly(): { connect: Connect; targets: ConnectTarget[] } {
  const targets: ConnectTarget[] = []
  const connect: Connect = (target) => {
    targets.push(target)
    if (target.address !== '127.0.0.1' && target.address !== '::1') {
      throw new Error(`the fetcher tried to connect to ${target.address}`)
    }
    return openSocket(target)
  }
  return { connect, targets }
}

export const allowLoopback = (address: string) => address === '127.0.0.1'

/**
 * A self-signed certificate for campus.test and its key, made for these tests only (nothing trusts
 * it): the fetcher must refuse it, as it refuses any certificate no authority vouches for.
 */
export const SELF_SIGNED = {
  cert: `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUeLSnyeV7EpGnOhVkWvLzApO4JOswCgYIKoZIzj0EAwIw
FjEUMBIGA1UEAwwLY2FtcHVzLnRlc3QwIBcNMjYxMTI3MDUxMTI0WhgPMjEyNjEx
MDMwNTExMjRaMBYxFDASBgNVBAMMC2NhbXB1cy50ZXN0MFkwEwYHKoZIzj0CAQYI
KoZIzj0DAQcDQgAE5q3jJ5gJXg5gE7M2J4CAHsYqyzJ0I1e0hiZBVO+LuW/GYYkI
v7XyXuiM0iNUSXJo00gvfBZercETqmgcxdhNbKNrMGkwHQYDVR0OBBYEFDrw0fat
I7rCciKgdz3QXeQcDeYJMB8GA1UdIwQYMBaAFDrw0fatI7rCciKgdz3QXeQcDeYJ
MA8GA1UdEwEB/wQFMAMBAf8wFgYDVR0RBA8wDYILY2FtcHVzLnRlc3QwCgYIKoZI
zj0EAwIDSAAwRQIhAPT1fNnm75u0Pa/YFDdChT/v3xQ5MCF7sQ0M5gbhRJuoAiAy
3ALH7cBl8rgD9ikN0U+4E3Ceej+WUyT8Ut76Kur8Zw==
-----END CERTIFICATE-----`,
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgxI35sFER2rV5bnmQ
ZbMOXfcp7617Th14WbY/LFLcHPuhRANCAATmreMnmAleDmATszYngIAexirLMnQj
V7SGJkFU74u5b8ZhiQi/tfJe6IzSI1RJcmjTSC98Fl6twROqaBzF2E1s
-----END PRIVATE KEY-----`,
}
