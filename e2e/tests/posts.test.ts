import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress, toast } from '../support/browser.ts'
import { PNG, signedInPage, uniqueId, verifiedUser, waitUntil } from '../support/people.ts'

/** The card of the post with this text (the first, should a repost of it show too). */
function card(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text }).first()
}

describe('posts in the browser', () => {
  afterAll(closeBrowser)

  it('writes a post with an image, sees it in Following, likes, reposts, quotes, replies, edits and deletes it', async () => {
    const { token } = await verifiedUser('poster')
    const context = await newContext({ locale: 'en', theme: 'dark' })
    const page = await signedInPage(context, token)
    const text = `Sunset over the lake ${uniqueId()} #campuslife`

    await page.goto('/home')
    const composer = page.getByRole('form', { name: 'Write a post' })
    await composer.getByRole('textbox', { name: 'Write a post' }).fill(text)
    await composer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: PNG })
    await composer.getByRole('img', { name: 'lake.png' }).waitFor()
    await composer.getByRole('button', { name: 'Post', exact: true }).click()
    await waitUntil(
      async () => (await composer.getByRole('textbox').inputValue()) === '',
      'the composer is cleared',
    )
    // Feedback people can see: a toast, and the post on top of For You at once, then of Following.
    await toast(page, 'Your post was sent').waitFor()
    const firstCard = () => page.getByRole('tabpanel').getByRole('article').first()
    await expect.poll(async () => (await firstCard().textContent()) ?? '').toContain(text.split(' #')[0]!)

    await page.getByRole('tab', { name: 'Following' }).click()
    const post = card(page, text)
    await post.waitFor()
    await expect.poll(async () => (await firstCard().textContent()) ?? '').toContain(text.split(' #')[0]!)
    await post.getByRole('button', { name: /Open image 1 of 1/ }).waitFor()

    await post.getByRole('button', { name: 'Like', exact: true }).click()
    await post.getByRole('button', { name: 'Unlike' }).waitFor()

    await post.getByRole('button', { name: 'Repost or quote' }).click()
    await page.getByRole('menuitem', { name: 'Repost', exact: true }).click()
    await page.getByText('You reposted').first().waitFor()
    await post.getByRole('button', { name: 'Repost or quote' }).click()
    await page.getByRole('menuitem', { name: 'Undo repost' }).waitFor()
    await page.keyboard.press('Escape')

    await post.getByRole('button', { name: 'Repost or quote' }).click()
    await page.getByRole('menuitem', { name: 'Quote' }).click()
    const quote = page.getByRole('dialog', { name: 'Quote post' })
    await quote.getByRole('textbox', { name: 'Your comment' }).fill('Worth the walk')
    await quote.getByRole('button', { name: 'Quote', exact: true }).click()
    // The toast itself, not the screen-reader announcement that repeats it.
    await toast(page, 'Your quote was posted.').waitFor()
    await quote.waitFor({ state: 'detached' })
    await screenshot(page, 'posts-following-en-dark')

    // The post page, through a click on the card's text.
    await post.getByText(text.split(' #')[0]!).click()
    await page.waitForURL(/\/posts\/\d+$/)
    await waitUntil(async () => (await page.title()).endsWith(' on Agora'), 'the title names the author')
    const replyForm = page.getByRole('form', { name: 'Write a reply' })
    await replyForm.getByRole('textbox', { name: 'Write a reply' }).fill('First!')
    await replyForm.getByRole('button', { name: 'Reply', exact: true }).click()
    await page.getByRole('article').filter({ hasText: 'First!' }).waitFor()

    const main = page.getByRole('article').first()
    await main.getByRole('button', { name: 'More options' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    await page.waitForURL(/\?edit=true$/)
    const editForm = page.getByRole('form', { name: 'Edit post' })
    const field = editForm.getByRole('textbox', { name: 'Post text' })
    expect(await field.inputValue()).toBe(text)
    const edited = `${text} (edited)`
    await field.fill(edited)
    await editForm.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/posts\/\d+$/)
    await card(page, edited).getByText('Edited', { exact: true }).waitFor()
    await screenshot(page, 'post-page-en-dark')

    await page.getByRole('article').first().getByRole('button', { name: 'More options' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }).click()
    await page.waitForURL('**/home')
    await page.getByRole('tab', { name: 'Following' }).click()
    await card(page, 'Worth the walk').waitFor()
    expect(await page.getByRole('article').filter({ hasText: '(edited)' }).count()).toBe(0)
    await context.close()
  })

  it('does it in Turkish in the light theme on a phone: hashtag suggestions, a like, the tag page and a reply', async () => {
    const { token } = await verifiedUser('yazar')
    const context = await newContext({ locale: 'tr', theme: 'light', width: 390 })
    const page = await signedInPage(context, token)
    const tag = `kampüs_${uniqueId()}`

    await page.goto('/home')
    const composer = page.getByRole('form', { name: 'Gönderi yaz' })
    const textbox = composer.getByRole('textbox', { name: 'Gönderi yaz' })
    await textbox.fill(`Kütüphane bu hafta gece 2'ye kadar açık #${tag}`)
    await composer.getByRole('button', { name: 'Gönder', exact: true }).click()
    await waitUntil(async () => (await textbox.inputValue()) === '', 'the composer is cleared')

    // The tag now exists: typing its start suggests it, and Enter puts it in.
    await textbox.click()
    await textbox.pressSequentially(`Final haftası #${tag.slice(0, 9)}`)
    await composer.getByRole('option', { name: new RegExp(`#${tag}`) }).waitFor()
    await textbox.press('Enter')
    expect(await textbox.inputValue()).toBe(`Final haftası #${tag} `)
    await composer.getByRole('button', { name: 'Gönder', exact: true }).click()
    await waitUntil(async () => (await textbox.inputValue()) === '', 'the second post is sent')

    await page.getByRole('tab', { name: 'Takip Edilenler' }).click()
    const post = card(page, 'Kütüphane bu hafta')
    await post.waitFor()
    await post.getByRole('button', { name: 'Beğen', exact: true }).click()
    await post.getByRole('button', { name: 'Beğenmekten vazgeç' }).waitFor()
    await screenshot(page, 'home-following-tr-light-390')

    await post.getByRole('link', { name: `#${tag}` }).click()
    await page.getByRole('heading', { level: 1, name: `#${tag}` }).waitFor()
    await card(page, 'Final haftası').waitFor()
    await card(page, 'Kütüphane bu hafta').waitFor()
    await screenshot(page, 'hashtag-tr-light-390')

    await card(page, 'Kütüphane bu hafta').getByText('Kütüphane bu hafta').click()
    await page.waitForURL(/\/posts\/\d+$/)
    const replyForm = page.getByRole('form', { name: 'Yanıt yaz' })
    await replyForm.getByRole('textbox', { name: 'Yanıt yaz' }).fill('Harika haber!')
    await replyForm.getByRole('button', { name: 'Yanıtla', exact: true }).click()
    await page.getByRole('article').filter({ hasText: 'Harika haber!' }).waitFor()
    await screenshot(page, 'post-page-tr-light-390')
    await context.close()
  })

  it('unsaves a post on Bookmarks: it leaves at once, and Undo saves it again and puts it back', async () => {
    const { token } = await verifiedUser('saver')
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${baseUrl()}/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': testAddress() },
      })
    const texts = [`Notes for the physics quiz ${uniqueId()}`, `Library opens at eight ${uniqueId()}`]
    for (const content of texts) {
      const form = new FormData()
      form.set('content', content)
      const made = await api('/posts/', { method: 'POST', body: form })
      expect(made.status).toBe(201)
      const { id } = (await made.json()) as { id: number }
      expect((await api(`/posts/${id}/save`, { method: 'POST' })).status).toBe(200)
    }
    const context = await newContext({ locale: 'en', theme: 'light' })
    const page = await signedInPage(context, token)
    await page.goto('/bookmarks')
    const first = card(page, texts[0]!)
    await first.waitFor()
    await card(page, texts[1]!).waitFor()

    await first.getByRole('button', { name: 'Unsave' }).click()
    await first.waitFor({ state: 'detached' })
    await card(page, texts[1]!).waitFor()
    await toast(page, 'Removed from your bookmarks').waitFor()
    await screenshot(page, 'bookmarks-unsaved-undo-en-light')
    await page
      .getByRole('region', { name: /\(F8\)$/ })
      .getByRole('button', { name: 'Undo' })
      .click()
    await card(page, texts[0]!).waitFor()

    // Saved again on the server: a fresh load lists both.
    await page.reload()
    await card(page, texts[0]!).waitFor()
    await card(page, texts[1]!).waitFor()
    await context.close()
  })
})
