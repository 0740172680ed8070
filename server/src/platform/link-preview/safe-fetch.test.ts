import { createServer as createHttpsServer } from 'node:https'
import { createServer } from 'node:net'
import { createSecureContext } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  allowLoopback,
  type LocalSite,
  loopbackOnly,
  PNG_BYTES,
  SELF_SIGNED,
  startLocalSite,
} from './local-site.fixture.ts'
import { parsePageMetadata } from './parse.ts'
import { FETCH_BUDGET_MS, FETCH_MAX_BYTES, FETCH_MAX_REDIRECTS, fetchImage, fetchPage } from './safe-fetch.ts'

// The fetcher against a web site on 127.0.0.1, which only the test's allowance lets it reach.
let site: LocalSite
beforeAll(async () => {
  site = await startLocalSite()
})
afterAll(() => site.close())

const fetchLocal = (path: string, extra: Parameters<typeof fetchPage>[1] = {}) => {
  const spy = loopbackOnly()
  const result = fetchPage(`${site.origin}${path}`, {
    allowPrivateAddress: allowLoopback,
    connect: spy.connect,
    ...extra,
  })
  return { result, targets: spy.targets }
}

describe('fetchPage on an allowed local site', () => {
  it('keeps the limits the issue sets', () => {
    expect([FETCH_BUDGET_MS, FETCH_MAX_BYTES, FETCH_MAX_REDIRECTS]).toEqual([5000, 1024 * 1024, 3])
  })

  it('fetches a page with Open Graph tags, saying who it is and what it accepts', async () => {
    const { result, targets } = fetchLocal('/og#section')
    const page = await result
    expect(page).toMatchObject({ ok: true, finalUrl: `${site.origin}/og` })
    if (!page.ok) return
    expect(parsePageMetadata(page.html, page.finalUrl)).toMatchObject({
      title: 'Open Graph title',
      siteName: 'Local',
      imageUrl: `${site.origin}/cover.png`,
    })
    const request = site.requests.at(-1)!
    expect(request.url).toBe('/og')
    expect(request.headers['user-agent']).toBe('AgoraBot/1.0 (+link previews)')
    expect(request.headers.accept).toMatch(/^text\/html/)
    expect(request.headers.host).toBe(`127.0.0.1:${site.port}`)
    expect(targets).toEqual([{ address: '127.0.0.1', port: site.port, tls: false, hostname: '127.0.0.1' }])
  })

  it('accepts XHTML', async () => {
    expect(await fetchLocal('/xhtml').result).toMatchObject({ ok: true })
  })

  it('follows 3 redirects, checking and connecting for each hop', async () => {
    const { result, targets } = fetchLocal('/redirect?n=3')
    expect(await result).toMatchObject({ ok: true, finalUrl: `${site.origin}/og` })
    expect(targets).toHaveLength(4)
  })

  it('refuses a fourth redirect without following it', async () => {
    const before = site.requests.length
    const { result, targets } = fetchLocal('/redirect?n=4')
    expect(await result).toEqual({ ok: false, reason: 'redirects' })
    expect(targets).toHaveLength(4)
    expect(site.requests.slice(before).map((r) => r.url)).toEqual([
      '/redirect?n=4',
      '/redirect?n=3',
      '/redirect?n=2',
      '/redirect?n=1',
    ])
  })

  it('refuses a redirect without a Location, and error statuses', async () => {
    for (const path of ['/no-location', '/missing', '/error']) {
      expect(await fetchLocal(path).result).toEqual({ ok: false, reason: 'status' })
    }
  })

  it('stops a slow page when the budget runs out', async () => {
    const started = Date.now()
    expect(await fetchLocal('/slow', { budgetMs: 300 }).result).toEqual({ ok: false, reason: 'timeout' })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('stops when the caller aborts', async () => {
    const controller = new AbortController()
    const { result } = fetchLocal('/slow', { signal: controller.signal })
    setTimeout(() => controller.abort(), 100)
    expect(await result).toEqual({ ok: false, reason: 'timeout' })
  })

  it('stops a slow DNS answer within the budget', async () => {
    const never = () => new Promise<string[]>(() => {})
    const page = fetchPage('http://slow-dns.test/', {
      resolve: never,
      budgetMs: 200,
      connect: loopbackOnly().connect,
    })
    expect(await page).toEqual({ ok: false, reason: 'timeout' })
  })

  it('refuses a body past 1 MB, whether it says so or not, and a decompressed one past it', async () => {
    for (const path of ['/big', '/big-declared', '/gzip-bomb']) {
      expect(await fetchLocal(path).result).toEqual({ ok: false, reason: 'too_large' })
    }
  })

  it('reads a gzip page', async () => {
    const page = await fetchLocal('/gzip').result
    expect(page.ok && parsePageMetadata(page.html, page.finalUrl).title).toBe('Open Graph title')
  })

  it('refuses what is not HTML, and an encoding it cannot read', async () => {
    expect(await fetchLocal('/png').result).toEqual({ ok: false, reason: 'not_html' })
    expect(await fetchLocal('/no-type').result).toEqual({ ok: false, reason: 'not_html' })
    expect(await fetchLocal('/compress').result).toEqual({ ok: false, reason: 'network' })
  })

  it('decodes the charset of the header, else of <meta charset>', async () => {
    const latin = await fetchLocal('/latin').result
    expect(latin.ok && parsePageMetadata(latin.html, latin.finalUrl).title).toBe('Café – Ünï')
    const cyrillic = await fetchLocal('/cyrillic').result
    expect(cyrillic.ok && parsePageMetadata(cyrillic.html, cyrillic.finalUrl).title).toBe('Привет')
  })

  it('connects to the address it checked, once resolved, naming the host in the request', async () => {
    const asked: string[] = []
    const resolve = async (hostname: string) => {
      asked.push(hostname)
      return ['127.0.0.1']
    }
    const spy = loopbackOnly()
    const page = await fetchPage(`http://campus.test:${site.port}/og`, {
      resolve,
      allowPrivateAddress: allowLoopback,
      connect: spy.connect,
    })
    // campus.test exists in no DNS: only the checked address can have been connected to.
    expect(page).toMatchObject({ ok: true, finalUrl: `http://campus.test:${site.port}/og` })
    expect(asked).toEqual(['campus.test'])
    expect(spy.targets).toEqual([
      { address: '127.0.0.1', port: site.port, tls: false, hostname: 'campus.test' },
    ])
    expect(site.requests.at(-1)?.headers.host).toBe(`campus.test:${site.port}`)
  })

  it('answers network for a refused connection and an unknown host', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as { port: number }
    await new Promise((resolve) => closed.close(resolve))
    const gone = fetchPage(`http://127.0.0.1:${port}/`, {
      allowPrivateAddress: allowLoopback,
      connect: loopbackOnly().connect,
    })
    expect(await gone).toEqual({ ok: false, reason: 'network' })
    const unknown = fetchPage('http://nowhere.test/', {
      resolve: () => Promise.reject(new Error('ENOTFOUND')),
    })
    expect(await unknown).toEqual({ ok: false, reason: 'network' })
  })

  it('fetches a card image as bytes with the same checks, and nothing but an image', async () => {
    const options = { allowPrivateAddress: allowLoopback, connect: loopbackOnly().connect }
    const image = await fetchImage(`${site.origin}/cover.png`, options)
    expect(image).toMatchObject({ ok: true, finalUrl: `${site.origin}/cover.png`, contentType: 'image/png' })
    expect(image.ok && Buffer.from(image.bytes).equals(PNG_BYTES)).toBe(true)
    expect(site.requests.at(-1)?.headers.accept).toMatch(/^image\//)
    expect(await fetchImage(`${site.origin}/og`, options)).toEqual({ ok: false, reason: 'not_image' })
    expect(await fetchImage(`${site.origin}/cover.svg`, options)).toEqual({ ok: false, reason: 'not_image' })
    const spy = loopbackOnly()
    expect(await fetchImage('http://169.254.169.254/x.png', { connect: spy.connect })).toEqual({
      ok: false,
      reason: 'address',
    })
    expect(spy.targets).toEqual([])
  })

  it('speaks TLS to the checked address, naming the host and refusing an untrusted certificate', async () => {
    const names: string[] = []
    const context = createSecureContext(SELF_SIGNED)
    const server = createHttpsServer(
      {
        ...SELF_SIGNED,
        SNICallback: (name, done) => {
          names.push(name)
          done(null, context)
        },
      },
      (_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>secret</title>'),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const spy = loopbackOnly()
    const page = await fetchPage(`https://campus.test:${port}/`, {
      resolve: async () => ['127.0.0.1'],
      allowPrivateAddress: allowLoopback,
      connect: spy.connect,
    })
    server.close()
    expect(page).toEqual({ ok: false, reason: 'network' })
    expect(names).toEqual(['campus.test'])
    expect(spy.targets).toEqual([{ address: '127.0.0.1', port, tls: true, hostname: 'campus.test' }])
  })
})
