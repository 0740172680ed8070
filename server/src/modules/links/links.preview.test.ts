import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { movableClock } from '../../../test/two-factor.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { queryRows } from '../../db/client.ts'
import { coverPng, ogPage, startTestSite, type TestSite } from './links.test-site.ts'

const HOUR = 60 * 60 * 1000
const preview = (t: TestApp, who: SignedInUser | null, url: string) =>
  as(t, who).get(`/api/links/preview?url=${encodeURIComponent(url)}`)

describe('GET /api/links/preview', () => {
  const clock = movableClock()
  let t: TestApp
  let site: TestSite
  let elsewhere: TestSite
  let ayse: SignedInUser
  let cover: Buffer
  beforeAll(async () => {
    site = await startTestSite()
    // 127.0.0.2 is loopback too, and not allowed: its requests must stay at zero.
    elsewhere = await startTestSite('127.0.0.2')
    t = await buildTestApp({ clock: clock.now, allowPrivateAddress: (a) => a === '127.0.0.1' })
    ayse = await signedInUser(t)
    cover = await coverPng()
    site.serve('/cover.png', { type: 'image/png', body: cover })
  })
  afterAll(async () => {
    await t.close()
    await site.close()
    await elsewhere.close()
  })

  it("answers a page's card, fetched once and then from the table", async () => {
    site.serve('/once', { type: 'text/html; charset=utf-8', body: ogPage('Bahar şenliği') })
    const first = await preview(t, ayse, `${site.origin}/once`)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      url: `${site.origin}/once`,
      title: 'Bahar şenliği',
      description: 'What the & page is about',
      site_name: 'Kampüs',
      image_url: expect.stringMatching(/^\/static\/uploads\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.jpg$/),
    })
    const second = await preview(t, ayse, `${site.origin}/once`)
    expect(second.json()).toEqual(first.json())
    expect(site.requests('/once')).toBe(1)
  })

  it('keeps one card per normalized URL: scheme and host case, default port and fragment do not count', async () => {
    site.serve('/same?q=1', { type: 'text/html', body: ogPage('Same', '/none.png') })
    const host = site.origin.replace('http://', '')
    const answers = [
      await preview(t, ayse, `HTTP://${host}/same?q=1#top`),
      await preview(t, ayse, `http://${host}/same?q=1`),
    ]
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(answers[0]!.json().url).toBe(`${site.origin}/same?q=1`)
    expect(answers[0]!.json().image_url).toBeNull()
    expect(site.requests('/same?q=1')).toBe(1)
  })

  it('shares one fetch among the calls that ask for the same page at once', async () => {
    site.serve('/slow', { type: 'text/html', body: ogPage('Slow'), delayMs: 300 })
    const answers = await Promise.all([1, 2, 3].map(() => preview(t, ayse, `${site.origin}/slow`)))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(site.requests('/slow')).toBe(1)
  })

  it('stores the image re-encoded, never the bytes the site served', async () => {
    site.serve('/pictured', { type: 'text/html', body: ogPage('Pictured') })
    const res = await preview(t, ayse, `${site.origin}/pictured`)
    const stored = await t.media.read(res.json().image_url)
    expect(stored).not.toBeNull()
    expect(stored!.equals(cover)).toBe(false)
    const meta = await sharp(stored!).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 675 })
  })

  it('fetches the page again after a day, and drops the old image', async () => {
    site.serve('/news', { type: 'text/html', body: ogPage('Monday') })
    const monday = (await preview(t, ayse, `${site.origin}/news`)).json()
    site.serve('/news', { type: 'text/html', body: ogPage('Tuesday') })
    clock.advance(23 * HOUR)
    expect((await preview(t, ayse, `${site.origin}/news`)).json().title).toBe('Monday')
    clock.advance(2 * HOUR)
    const tuesday = (await preview(t, ayse, `${site.origin}/news`)).json()
    expect(tuesday.title).toBe('Tuesday')
    expect(site.requests('/news')).toBe(2)
    expect(tuesday.image_url).not.toBe(monday.image_url)
    expect(await t.media.read(monday.image_url)).toBeNull()
  })

  it('answers 404 for a page that is not HTML, and does not fetch it again within the day', async () => {
    site.serve('/notes.txt', { type: 'text/plain', body: 'just text' })
    const url = `${site.origin}/notes.txt`
    for (let i = 0; i < 2; i++) {
      const res = await preview(t, ayse, url)
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('link_preview_unavailable')
    }
    expect(site.requests('/notes.txt')).toBe(1)
    const [row] = await queryRows<{ refusal: string }>(
      t.database.db,
      sql`SELECT refusal FROM link_cards WHERE url = ${url}`,
    )
    expect(row?.refusal).toBe('not_html')
    clock.advance(25 * HOUR)
    expect((await preview(t, ayse, url)).statusCode).toBe(404)
    expect(site.requests('/notes.txt')).toBe(2)
  })

  it('refuses a private address it was not allowed, without connecting, and remembers it for a day', async () => {
    elsewhere.serve('/og', { type: 'text/html', body: ogPage('Intranet') })
    const url = `${elsewhere.origin}/og`
    const read = () =>
      queryRows<{ refusal: string; fetched_at: Date | string }>(
        t.database.db,
        sql`SELECT refusal, fetched_at FROM link_cards WHERE url = ${url}`,
      )
    expect((await preview(t, ayse, url)).json().code).toBe('link_preview_unavailable')
    const [first] = await read()
    expect(first?.refusal).toBe('address')
    clock.advance(HOUR)
    expect((await preview(t, ayse, url)).statusCode).toBe(404)
    const [second] = await read()
    expect(new Date(second!.fetched_at)).toEqual(new Date(first!.fetched_at))
    expect(elsewhere.requests('/og')).toBe(0)
  })

  it('answers 404 for a page without a title', async () => {
    site.serve('/untitled', { type: 'text/html', body: '<html><head></head><body>Hi</body></html>' })
    const res = await preview(t, ayse, `${site.origin}/untitled`)
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('link_preview_unavailable')
  })

  it('keeps the card without an image the site serves as something else', async () => {
    site.serve('/fake.png', { type: 'image/png', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
    site.serve('/fake-image', { type: 'text/html', body: ogPage('Fake image', '/fake.png') })
    const res = await preview(t, ayse, `${site.origin}/fake-image`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ title: 'Fake image', image_url: null })
    expect(site.requests('/fake.png')).toBe(1)
  })

  it('answers 401 without a token', async () => {
    const res = await preview(t, null, `${site.origin}/once`)
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('not_authenticated')
  })

  it.each([
    ['not http(s)', 'ftp://example.com/file'],
    ['a script', 'javascript:alert(1)'],
    ['not an address', 'just words'],
    ['credentials', 'https://user:secret@example.com/'],
    ['too long', `https://example.com/${'a'.repeat(2048)}`],
  ])('answers 422 link_url_invalid for a URL that is %s', async (_, url) => {
    const res = await preview(t, ayse, url)
    expect(res.statusCode).toBe(422)
    expect(res.json().detail).toContainEqual(
      expect.objectContaining({ loc: ['querystring', 'url'], code: 'link_url_invalid' }),
    )
  })

  it('answers 422 without a url', async () => {
    const res = await as(t, ayse).get('/api/links/preview')
    expect(res.statusCode).toBe(422)
  })
})
