import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLinkFetcher, LINK_FETCHES } from './fetcher.ts'

/** A page on loopback that answers after 200 ms and records how many requests it held at once. */
let server: Server
let origin = ''
let open = 0
let most = 0
beforeAll(async () => {
  server = createServer((req, res) => {
    open++
    most = Math.max(most, open)
    const delay = req.url === '/hang' ? 60_000 : 200
    setTimeout(() => {
      open--
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Slow</title>')
    }, delay).unref()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
)

const allowLoopback = (address: string) => address === '127.0.0.1'

describe('the link fetcher of the service context', () => {
  it(`fetches at most ${LINK_FETCHES.concurrency} pages at once`, async () => {
    most = 0
    const fetcher = createLinkFetcher({ allowPrivateAddress: allowLoopback })
    const pages = await Promise.all(Array.from({ length: 10 }, (_, i) => fetcher.page(`${origin}/p${i}`)))
    expect(pages.every((page) => page.ok)).toBe(true)
    expect(most).toBe(LINK_FETCHES.concurrency)
  })

  it('refuses a non-public address unless the test allows it', async () => {
    const fetcher = createLinkFetcher()
    expect(await fetcher.page(`${origin}/p`)).toEqual({ ok: false, reason: 'address' })
  })

  it('runs one task per key at a time, and a new one once it has settled', async () => {
    const fetcher = createLinkFetcher()
    let runs = 0
    const task = async () => {
      runs++
      await new Promise((resolve) => setTimeout(resolve, 50))
      return runs
    }
    expect(await Promise.all([fetcher.once('a', task), fetcher.once('a', task)])).toEqual([1, 1])
    expect(await fetcher.once('a', task)).toBe(2)
    await expect(fetcher.once('b', () => Promise.reject(new Error('failed')))).rejects.toThrow('failed')
    expect(await fetcher.once('b', task)).toBe(3)
  })

  it('ends the running fetches when closed', async () => {
    const fetcher = createLinkFetcher({ allowPrivateAddress: allowLoopback })
    const hanging = fetcher.page(`${origin}/hang`)
    setTimeout(() => fetcher.close(), 100)
    expect(await hanging).toEqual({ ok: false, reason: 'timeout' })
  })
})
