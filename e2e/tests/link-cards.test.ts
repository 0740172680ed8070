import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeBrowser, newContext, screenshot, toast } from '../support/browser.ts'
import { PNG, signedInPage, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Issue 31 in the browser: the composer previews a link's card, the post carries it, and the author can
 * remove it before posting. The pages come from a site on this machine, which the test server may reach
 * (LINK_PREVIEW_TEST_ADDRESSES in support/global-setup.ts).
 */

let site: Server
let origin = ''
const TITLE = 'Spring festival programme'

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/cover.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head>
<title>Plain title</title><meta property="og:title" content="${TITLE}">
<meta property="og:description" content="Concerts, workshops and food on the main lawn, all week.">
<meta property="og:site_name" content="Campus Life"><meta property="og:image" content="/cover.png">
</head><body>Page</body></html>`)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(async () => {
  await closeBrowser()
  site.closeAllConnections()
  await new Promise((resolve) => site.close(resolve))
})

describe('link cards in the browser', () => {
  it('previews the card in the composer, posts it, and leaves it out when the author removes it', async () => {
    const author = await verifiedUser('linker')
    const context = await newContext({ locale: 'en', theme: 'light', width: 1440 })
    const page = await signedInPage(context, author.token)
    await page.goto('/home')
    const composer = page.getByRole('form', { name: 'Write a post' })
    const textbox = composer.getByRole('textbox', { name: 'Write a post' })

    const withCard = `Who is coming? ${origin}/spring-${uniqueId()}`
    await textbox.fill(withCard)
    await composer.getByRole('link', { name: new RegExp(TITLE) }).waitFor()
    await screenshot(page, 'link-card-composer-en-light-1440', { fullPage: false })
    await composer.getByRole('button', { name: 'Post', exact: true }).click()
    await toast(page, 'Your post was sent').waitFor()
    const posted = page.getByRole('article').filter({ hasText: 'Who is coming?' }).first()
    const card = posted.getByRole('link', { name: new RegExp(TITLE) })
    await card.waitFor()
    expect(await card.getAttribute('target')).toBe('_blank')
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/static\/uploads\//)
    await screenshot(page, 'link-card-post-en-light-1440', { fullPage: false })

    const without = `No preview please ${origin}/plain-${uniqueId()}`
    await textbox.fill(without)
    await composer.getByRole('button', { name: 'Remove link preview' }).click()
    expect(await composer.getByRole('link', { name: new RegExp(TITLE) }).count()).toBe(0)
    await composer.getByRole('button', { name: 'Post', exact: true }).click()
    const plain = page.getByRole('article').filter({ hasText: 'No preview please' }).first()
    await plain.waitFor()
    expect(await plain.getByRole('link', { name: new RegExp(TITLE) }).count()).toBe(0)
    await plain.getByRole('link', { name: /127\.0\.0\.1/ }).waitFor()
    await context.close()

    // Another student on a phone, in Turkish and the dark theme, sees the card on the author's profile.
    const reader = await verifiedUser('linkokur')
    const tr = await newContext({ locale: 'tr', theme: 'dark', width: 390 })
    const phone = await signedInPage(tr, reader.token)
    await phone.goto(`/users/${author.id}`)
    const seen = phone.getByRole('article').filter({ hasText: 'Who is coming?' }).first()
    await seen.getByRole('link', { name: /Campus Life.*yeni sekmede açılır/s }).waitFor()
    await screenshot(phone, 'link-card-profile-tr-dark-390', { fullPage: false })
    await tr.close()
  })
})
