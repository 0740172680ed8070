import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { type FirstVisit, firstVisit } from './web-first-visit.ts'
import { type LikeRepaint, likeRepaint } from './web-like.ts'

/**
 * The web app in Debian's Chromium, as issue 28 measures it: each route's first visit on a cold cache
 * with the CPU slowed 4x and a 1.6 Mbps, 150 ms link (Lighthouse's mobile profile), three times (the
 * scripts requested before the load event, as sent, and the largest contentful paint); a like's
 * repaint after 200 posts of Following at 4x CPU slowdown; the page's element count after scrolling the
 * whole Following feed.
 */
export interface BrowserResult {
  visits: { route: string; runs: FirstVisit[] }[]
  like: LikeRepaint
  scrolledPosts: number
  domElements: number
}

export const LCP_TARGET_MS = 2500
/** The scripts a first visit requests before its load event, as sent (brotli, headers included). */
export const SCRIPT_TARGET_KB: Record<string, number> = { '/login': 200, '/home': 250 }
export const LIKE_TARGET_MS = 100
export const DOM_TARGET = 1500
const RUNS = 3

async function signedIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)})`)
}

/** Scrolls a screen at a time (every card renders once) until `enough` says stop or nothing new comes. */
async function scrollFeed(page: Page, enough: (seen: number) => Promise<boolean>): Promise<number> {
  const seen = new Set<string>()
  let still = 0
  for (let round = 0; round < 1200 && still < 20; round++) {
    const before = seen.size
    const labels = await page.evaluate<string[]>(`(() => {
      window.scrollBy(0, window.innerHeight * 0.8)
      return [...document.querySelectorAll('article p.whitespace-pre-wrap')].map((p) => p.textContent ?? '')
    })()`)
    for (const label of labels) seen.add(label.split('\n')[0] ?? label)
    if (await enough(seen.size)) break
    still = seen.size === before ? still + 1 : 0
    await page.waitForTimeout(150)
  }
  return seen.size
}

async function following(page: Page): Promise<void> {
  await page.goto('/home')
  await page.getByRole('tab', { name: 'Following' }).click()
  await page.waitForSelector('article')
}

export async function measureBrowser(
  base: string,
  token: string,
  expectedPosts: number,
): Promise<BrowserResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  })
  try {
    const visits: BrowserResult['visits'] = []
    for (const route of ['/login', '/home']) {
      const runs: FirstVisit[] = []
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } })
        if (route === '/home') await signedIn(context, token)
        runs.push(await firstVisit(await context.newPage(), route, route === '/home' ? 'article' : 'h1'))
        await context.close()
      }
      visits.push({ route, runs })
    }

    let context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } })
    await signedIn(context, token)
    let page = await context.newPage()
    await following(page)
    const loaded = await scrollFeed(page, async (seen) => seen >= 200)
    const like = await likeRepaint(page, loaded)
    await context.close()

    context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } })
    await signedIn(context, token)
    page = await context.newPage()
    await following(page)
    const scrolledPosts = await scrollFeed(
      page,
      async (seen) => seen >= expectedPosts && (await page.getByText("You're all caught up").count()) > 0,
    )
    const domElements = await page.evaluate<number>(`document.querySelectorAll('*').length`)
    await context.close()
    return { visits, like, scrolledPosts, domElements }
  } finally {
    await browser.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? -1

export function browserLines(r: BrowserResult): string[] {
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`
  return [
    '| measure | value | target |',
    '|---|---:|---:|',
    ...r.visits.map(
      ({ route, runs }) =>
        `| scripts ${route} requests before its load event, as sent (${runs[0]?.scripts ?? 0} files, ${runs[0]?.encoding ?? '?'}, headers included) | ${kb(median(runs.map((v) => v.scriptBytes)))} | <= ${SCRIPT_TARGET_KB[route]} KB |`,
    ),
    ...r.visits.map(
      ({ route, runs }) =>
        `| largest contentful paint of ${route}, median of ${runs.length} (4x CPU slowdown, 1.6 Mbps, 150 ms, cold cache, 390 px; runs: ${runs.map((v) => v.lcp).join(', ')} ms) | ${median(runs.map((v) => v.lcp))} ms | <= ${LCP_TARGET_MS} ms |`,
    ),
    `| a like repaints its card after ${r.like.loaded} posts of Following (4x CPU slowdown, click to next paint, worst of ${r.like.samples.length}: ${r.like.samples.join(', ')} ms) | ${Math.max(...r.like.samples)} ms | <= ${LIKE_TARGET_MS} ms |`,
    `| elements on the page after scrolling ${r.scrolledPosts} posts of Following | ${r.domElements} | <= ${DOM_TARGET} |`,
  ]
}
