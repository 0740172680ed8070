import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/**
 * For the links module's tests: a web site on this machine's loopback whose pages a test sets, and
 * which counts the requests for each path. Nothing leaves the machine.
 */
export interface TestSite {
  origin: string
  /** Serves `body` at `path` with this Content-Type, after `delayMs`. */
  serve(path: string, page: { type: string; body: string | Buffer; delayMs?: number }): void
  /** Requests answered for a path (its query included). */
  requests(path: string): number
  close(): Promise<void>
}

export async function startTestSite(host = '127.0.0.1'): Promise<TestSite> {
  const pages = new Map<string, { type: string; body: string | Buffer; delayMs?: number }>()
  const counts = new Map<string, number>()
  const server = createServer((req, res) => {
    const path = req.url ?? '/'
    counts.set(path, (counts.get(path) ?? 0) + 1)
    const page = pages.get(path)
    if (!page) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('missing')
    setTimeout(() => {
      res.writeHead(200, { 'content-type': page.type, 'content-length': Buffer.byteLength(page.body) })
      res.end(page.body)
    }, page.delayMs ?? 0)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://${host}:${port}`,
    serve: (path, page) => void pages.set(path, page),
    requests: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A page with Open Graph tags whose image is at `image`. */
export const ogPage = (title: string, image = '/cover.png') => `<!doctype html><html><head>
<title>Plain ${title}</title>
<meta property="og:title" content="${title}">
<meta property="og:description" content="What the &amp; page is about">
<meta property="og:site_name" content="Kampüs">
<meta property="og:image" content="${image}">
</head><body><p>Body</p></body></html>`

/** A real picture, as a site serves it: a PNG of 1600 x 900 pixels, larger than a card's box. */
export function coverPng(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3060a0' } })
    .png()
    .toBuffer()
}
