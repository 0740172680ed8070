import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { closeBrowser, newContext, screenshot } from '../support/browser.ts'
import { PNG, signedInPage, verifiedUser, waitUntil } from '../support/people.ts'

/**
 * Issue 9: the feed stays fast however far one scrolls. Posting is throttled to 30 posts per 10
 * minutes per author, so 504 posts come from 18 authors of 28 posts each, all followed by the reader.
 */
const AUTHORS = 18
const PER_AUTHOR = 28
const TOTAL = AUTHORS * PER_AUTHOR
const DOM_LIMIT = 1500

/** An author's posts, oldest first; every seventh carries a picture, so cards differ in height. */
async function writePosts(token: string, username: string): Promise<void> {
  for (let i = 1; i <= PER_AUTHOR; i++) {
    const form = new FormData()
    const lines = i % 3 === 0 ? '\nA second line.\nAnd a third one.' : ''
    form.set('content', `Post ${i} by ${username}${lines}`)
    if (i % 7 === 0) form.set('images', new Blob([PNG], { type: 'image/png' }), 'sky.png')
    let res = await api(token, '/posts/', { method: 'POST', body: form })
    // The embedded database answers 503 (Retry-After) when writes queue too long: wait and resend.
    for (let tries = 0; res.status === 503 && tries < 5; tries++) {
      await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)))
      res = await api(token, '/posts/', { method: 'POST', body: form })
    }
    expect(res.status).toBe(201)
  }
}

const domCount = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length)

/**
 * The first line of the first post card whose top is in the middle third of the viewport (clear of
 * the sticky header, so that a click on it needs no scrolling), and the window's offset.
 */
function firstInView(page: Page): Promise<{ text: string; scrollY: number }> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('ul[aria-label="Following"] article')]
    const card = cards.find((c) => c.getBoundingClientRect().top >= window.innerHeight / 3)
    // The post's text paragraph (PostContent), its first line.
    const text = card?.querySelector('p.whitespace-pre-wrap')?.textContent ?? ''
    return { text: text.split(/\r?\n/)[0] ?? '', scrollY: Math.round(window.scrollY) }
  })
}

describe('a long feed in the browser', () => {
  afterAll(closeBrowser)

  it('scrolls 504 posts with a bounded DOM, loads every page, and comes back to its place', async () => {
    const reader = await verifiedUser('reader')
    const authors = await Promise.all(Array.from({ length: AUTHORS }, () => verifiedUser('author')))
    for (const author of authors) {
      expect((await api(reader.token, `/users/${author.id}/follow`, { method: 'POST' })).ok).toBe(true)
    }
    // A few authors at a time: the embedded database writes one transaction at a time.
    for (let i = 0; i < authors.length; i += 3) {
      await Promise.all(authors.slice(i, i + 3).map((a) => writePosts(a.token, a.username)))
    }

    for (const width of [1440, 390]) {
      const context = await newContext({ locale: 'en', theme: 'dark', width })
      const page = await signedInPage(context, reader.token)
      const feedPages: string[] = []
      page.on('request', (req) => {
        const url = new URL(req.url())
        if (url.pathname === '/api/feed' && url.searchParams.get('tab') === 'following') {
          feedPages.push(url.searchParams.get('after') ?? 'first')
        }
      })
      await page.goto('/home')
      await page.getByRole('tab', { name: 'Following' }).click()
      const list = page.getByRole('list', { name: 'Following' })
      await list.getByRole('article').first().waitFor()
      await screenshot(page, `long-feed-top-${width}`, { fullPage: false })

      // Scroll to the end as a reader would, a screen at a time, watching the DOM on the way.
      let most = 0
      const end = page.getByText("You're all caught up")
      const deadline = Date.now() + 120_000
      const atBottom = () =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)
      // isVisible says the line is rendered, not that it is on screen: the bottom must be reached too.
      while (!(await end.isVisible()) || !(await atBottom())) {
        expect(Date.now()).toBeLessThan(deadline)
        await page.mouse.wheel(0, 2500)
        await page.waitForTimeout(60)
        most = Math.max(most, await domCount(page))
      }
      const last = list.getByRole('listitem').last()
      // The closing line can show a frame before the virtualizer renders the rows above it.
      await waitUntil(
        async () => (await last.getAttribute('aria-posinset')) === String(TOTAL),
        'the last post shows',
      )
      expect(await last.getAttribute('aria-setsize')).toBe(String(TOTAL))
      expect(await last.getAttribute('aria-posinset')).toBe(String(TOTAL))
      expect(await last.textContent()).toContain('Post 1 by')
      // 25 posts a page: the first page and at least 20 more asked for by scrolling.
      expect(feedPages.length).toBeGreaterThanOrEqual(Math.ceil(TOTAL / 25))
      const count = await domCount(page)
      console.log(`${width}px: ${count} elements at the end of ${TOTAL} posts, at most ${most} on the way`)
      expect(count).toBeLessThanOrEqual(DOM_LIMIT)
      expect(most).toBeLessThanOrEqual(DOM_LIMIT)
      await screenshot(page, `long-feed-end-${width}`, { fullPage: false })

      // Somewhere in the middle, open a post and come back.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.45))
      await page.waitForTimeout(300)
      const before = await firstInView(page)
      expect(before.text).toMatch(/^Post \d+ by/)
      await list.getByText(before.text).first().click()
      await page.waitForURL(/\/posts\/\d+$/)
      await page.getByRole('article').first().waitFor()
      await page.goBack()
      await list.getByRole('article').first().waitFor()
      await waitUntil(
        async () => Math.abs((await firstInView(page)).scrollY - before.scrollY) <= 40,
        'the offset is restored',
      )
      const after = await firstInView(page)
      expect(Math.abs(after.scrollY - before.scrollY)).toBeLessThanOrEqual(40)
      expect(after.text).toBe(before.text)
      await screenshot(page, `long-feed-back-${width}`, { fullPage: false })
      await context.close()
    }
  }, 300_000)
})
