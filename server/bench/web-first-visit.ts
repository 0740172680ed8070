import type { Page } from 'playwright-core'

export interface FirstVisit {
  /** Largest contentful paint, ms after navigation start. */
  lcp: number
  /** Scripts requested before the load event: how many, and their bytes as sent (headers included). */
  scripts: number
  scriptBytes: number
  /** The scripts' Content-Encoding, as the server chose it. */
  encoding: string
}

/**
 * One cold first visit of `path` on a slow phone (4x CPU slowdown, 1.6 Mbps, 150 ms): the page's
 * largest contentful paint once `ready` shows and the page settled, and what the network carried of the
 * scripts requested before the load event (CDP's encodedDataLength: headers and body as received).
 */
export async function firstVisit(page: Page, path: string, ready: string): Promise<FirstVisit> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Page.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  const sentAt = new Map<string, number>()
  const scripts = new Map<string, { bytes: number; encoding: string }>()
  let loadAt = Number.POSITIVE_INFINITY
  cdp.on('Network.requestWillBeSent', (e) => sentAt.set(e.requestId, e.timestamp))
  cdp.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    )
    scripts.set(e.requestId, { bytes: -1, encoding: String(headers['content-encoding'] ?? 'identity') })
  })
  cdp.on('Network.loadingFinished', (e) => {
    const script = scripts.get(e.requestId)
    if (script) script.bytes = e.encodedDataLength
  })
  cdp.on('Page.loadEventFired', (e) => {
    loadAt = Math.min(loadAt, e.timestamp)
  })

  await page.goto(path, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForSelector(ready, { timeout: 120_000 })
  await page.waitForTimeout(1500)
  // Strings, not functions: the server's TypeScript has no DOM types; these run in the page.
  const lcp = await page.evaluate<number>(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries()
      resolve(Math.round(entries[entries.length - 1]?.startTime ?? -1))
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    setTimeout(() => resolve(-1), 2000)
  })`)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const early = [...scripts].filter(
    ([id, s]) => (sentAt.get(id) ?? Number.POSITIVE_INFINITY) < loadAt && s.bytes >= 0,
  )
  const encodings = [...new Set(early.map(([, s]) => s.encoding))].sort()
  return {
    lcp,
    scripts: early.length,
    scriptBytes: early.reduce((sum, [, s]) => sum + s.bytes, 0),
    encoding: encodings.join('+'),
  }
}
