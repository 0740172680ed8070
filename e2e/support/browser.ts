import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, inject } from 'vitest'

export const baseUrl = () => inject('baseUrl')

let browser: Browser | undefined

/** Debian's Chromium (no browser download is possible here), with the flags this machine needs. */
export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  return browser
}

export async function closeBrowser(): Promise<void> {
  await browser?.close()
  browser = undefined
}

export interface ContextOptions {
  locale?: 'en' | 'tr'
  theme?: 'dark' | 'light'
  width?: number
  /** Another server than the global one (support/instances.ts). */
  baseUrl?: string
}

/** A fresh, isolated browser profile with the language and theme stored as the app keeps them. */
export async function newContext(opts: ContextOptions = {}): Promise<BrowserContext> {
  const b = await launch()
  const context = await b.newContext({
    baseURL: opts.baseUrl ?? baseUrl(),
    viewport: { width: opts.width ?? 1440, height: 900 },
    locale: opts.locale === 'tr' ? 'tr-TR' : 'en-US',
    extraHTTPHeaders: { 'x-forwarded-for': testAddress() },
  })
  await context.addInitScript(
    ([locale, theme]) => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', locale as string)
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', theme as string)
    },
    [opts.locale ?? 'en', opts.theme ?? 'dark'],
  )
  return context
}

let addresses = 0
/** A distinct documentation-range address (RFC 5737) per context or API client: only a header value. */
export function testAddress(): string {
  addresses += 1
  return `203.0.113.${(process.pid + addresses) % 250}`
}

/**
 * Saves a screenshot under e2e/screenshots for people to look at (not compared): the whole page, or
 * only the viewport (a virtualized list's page is mostly blank space beyond it).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = join(import.meta.dirname, '..', 'screenshots')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage })
}

/** A toast's text inside the toast region (its name ends with the F8 hotkey in both languages), not
 * the screen-reader announcement that repeats it for a moment. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /\(F8\)$/ }).getByText(text)
}

/**
 * For a describe block that opens contexts as it goes: `open` makes one (as newContext does), and all of
 * them close, with the browser, after the block's last test.
 */
export function contextsClosedAfterAll(): (opts?: ContextOptions) => Promise<BrowserContext> {
  const contexts: BrowserContext[] = []
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await closeBrowser()
  })
  return async (opts) => {
    const context = await newContext(opts)
    contexts.push(context)
    return context
  }
}
