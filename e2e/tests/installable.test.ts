import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, contextsClosedAfterAll, screenshot } from '../support/browser.ts'
import { signedInPage, verifiedUser } from '../support/people.ts'

/** Issue 31 in the browser: the manifest and icons, the service worker, the offline page, new releases. */

/** Waits for the worker web/src/main.tsx registers once the page has loaded and is idle. */
async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '')
}

/** A picture's size as the browser decodes it. */
function imageSize(page: Page, src: string): Promise<[number, number]> {
  return page.evaluate(async (url) => {
    const image = new Image()
    image.src = url
    await image.decode()
    return [image.naturalWidth, image.naturalHeight] as [number, number]
  }, src)
}

describe('Agora as an installed app', () => {
  const open = contextsClosedAfterAll()

  it('links a manifest that opens Home in its own window, with icons of the sizes it names', async () => {
    const page = await (await open()).newPage()
    await page.goto('/login')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')
    const answer = await page.request.get(href ?? '')
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = await answer.json()
    expect(manifest).toMatchObject({
      name: 'Agora',
      short_name: 'Agora',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
    })
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[]
    expect(icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true)
    for (const icon of icons) {
      const [width, height] = icon.sizes.split('x').map(Number)
      expect((await page.request.get(icon.src)).headers()['content-type'], icon.src).toBe('image/png')
      expect(await imageSize(page, icon.src), icon.src).toEqual([width, height])
    }
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect(await imageSize(page, touch ?? '')).toEqual([180, 180])
    // The stored theme (dark here) colours the browser's bar, whatever the system's scheme.
    expect(
      await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((m) => m.map((e) => e.getAttribute('content'))),
    ).toEqual(['#020617', '#020617'])
  })

  it('shows the offline page in the reader’s language and theme without a network, and the app again on Try again', async () => {
    const reader = await verifiedUser('installed_reader')
    for (const [locale, theme, width, heading, other, retry, tab] of [
      ['en', 'light', 390, 'You are offline', 'Çevrimdışısın', 'Try again', 'Following'],
      ['tr', 'dark', 1440, 'Çevrimdışısın', 'You are offline', 'Tekrar dene', 'Takip Edilenler'],
    ] as const) {
      const context = await open({ locale, theme, width })
      const page = await signedInPage(context, reader.token)
      await page.goto('/home')
      expect(await workerReady(page)).toBe(`${baseUrl()}/sw.js`)
      await page.reload()
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${baseUrl()}/sw.js`,
      )
      await page.getByRole('tab', { name: tab }).waitFor()

      await context.setOffline(true)
      await page.goto('/home')
      await page.getByRole('heading', { name: heading }).waitFor()
      expect(await page.getByRole('heading', { name: other }).count()).toBe(0)
      expect(page.url()).toBe(`${baseUrl()}/home`)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      expect(background).toBe(theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(2, 6, 23)')
      await screenshot(page, `offline-${locale}-${theme}-${width}`)

      await context.setOffline(false)
      await page.getByRole('button', { name: retry }).click()
      await page.getByRole('tab', { name: tab }).waitFor()
    }
  })

  it('takes every page from the network: a release’s index.html is what the next visit gets', async () => {
    const reader = await verifiedUser('release_reader')
    const context = await open()
    const page = await signedInPage(context, reader.token)
    await page.goto('/home')
    await workerReady(page)
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    // Each visit's page is the server's answer of that moment: its request id is new every time (a kept copy
    // would repeat the last one), so a release's index.html is what the next visit gets. (The worker asks
    // with navigation preload, which Playwright's routes do not see: the id is the evidence instead.)
    const ids = new Set<string>()
    for (let visit = 0; visit < 3; visit++) {
      const answer = await page.goto('/home')
      expect(answer?.fromServiceWorker()).toBe(true)
      expect(answer?.status()).toBe(200)
      ids.add((await answer?.headerValue('x-request-id')) ?? '')
      await page.getByRole('tab', { name: 'Following' }).waitFor()
      const navigation = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        return { worker: entry.workerStart > 0, bytes: entry.transferSize }
      })
      expect(navigation.worker).toBe(true)
      expect(navigation.bytes).toBeGreaterThan(0)
    }
    expect(ids.size).toBe(3)
    expect(ids.has('')).toBe(false)
  })
})
