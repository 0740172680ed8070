import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress, toast } from '../support/browser.ts'
import { PNG, signedInPage, uniqueId, verifiedUser } from '../support/people.ts'

/** Issue 16 in the browser: a content warning, an image's alt text and replies limited to people followed. */

type Student = Awaited<ReturnType<typeof verifiedUser>>

async function follow(reader: Student, author: Student): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/users/${author.id}/follow`, {
    method: 'POST',
    headers: { authorization: `Bearer ${reader.token}`, 'x-forwarded-for': testAddress() },
  })
  expect(res.status).toBe(200)
}

const WARNING = 'Final exam answers'
const ALT = 'A sky-blue rectangle, the colour of the sky over the quad'

/** The texts one reader sees, in their language. */
const TEXTS = {
  en: {
    following: 'Following',
    show: 'Show content',
    alt: 'Show the description of image 1',
    altTitle: 'Image description',
    reason: (author: string) => `Only people @${author} follows can reply`,
    reply: /^Reply/,
    cannotReply: 'You can’t reply to this post',
  },
  tr: {
    following: 'Takip Edilenler',
    show: 'İçeriği göster',
    alt: '1. resmin açıklamasını göster',
    altTitle: 'Resim açıklaması',
    reason: (author: string) => `Yalnızca @${author} kullanıcısının takip ettikleri yanıtlayabilir`,
    reply: /^Yanıtla/,
    cannotReply: 'Bu gönderiyi yanıtlayamazsın',
  },
} as const

async function composeWithControls(page: Page, text: string): Promise<Locator> {
  await page.goto('/home')
  const composer = page.getByRole('form', { name: 'Write a post' })
  await composer.getByRole('textbox', { name: 'Write a post' }).fill(text)
  await composer.getByRole('button', { name: 'CW Add a content warning' }).click()
  await composer.getByRole('textbox', { name: 'Content warning' }).fill(WARNING)
  await composer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: PNG })
  await composer.getByRole('button', { name: 'Describe image 1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Describe this image' })
  await dialog.getByRole('textbox', { name: 'Description (alt text)' }).fill(ALT)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await composer.getByRole('button', { name: 'Edit the description of image 1' }).waitFor()
  await composer.getByRole('combobox', { name: 'Who can reply' }).selectOption('following')
  return composer
}

/** A reader the author does not follow: the warning, then the content on request, the alt text, no reply. */
async function readAsOutsider(
  context: BrowserContext,
  reader: Student,
  author: Student,
  text: string,
  lang: 'en' | 'tr',
  shot: string,
): Promise<void> {
  const t = TEXTS[lang]
  const page = await signedInPage(context, reader.token)
  await page.goto('/home')
  await page.getByRole('tab', { name: t.following }).click()
  const card = page.getByRole('article').filter({ hasText: WARNING }).first()
  await card.waitFor()
  // Hidden means absent: neither the text nor the image is in the page until the reader asks.
  expect(await card.getByText(text).count()).toBe(0)
  expect(await card.locator('img[src*="/static/uploads/"]').count()).toBe(0)
  await card.getByText(t.reason(author.username)).waitFor()
  const reply = card.getByRole('button', { name: t.reply })
  expect(await reply.getAttribute('aria-disabled')).toBe('true')
  await screenshot(page, `${shot}-warning`)

  await card.getByRole('button', { name: t.show }).click()
  await card.getByText(text).waitFor()
  await card.getByRole('img', { name: ALT }).waitFor()
  await card.getByRole('button', { name: t.alt }).click()
  await page.getByRole('dialog', { name: t.altTitle }).getByText(ALT).waitFor()
  await screenshot(page, `${shot}-opened`)
  await page.keyboard.press('Escape')

  // The time links to the post's page, where the reply box gives way to the reason.
  await card.locator('a:has(time)').first().click()
  await page.getByText(t.cannotReply).waitFor()
  expect(await page.getByRole('form', { name: /reply|yanıt/i }).count()).toBe(0)
  await screenshot(page, `${shot}-page`)
}

describe('content warnings, alt text and who may reply in the browser', () => {
  afterAll(closeBrowser)

  it('a student posts with a warning, a described image and replies for people followed; others read it but cannot reply', async () => {
    const author = await verifiedUser('cwauthor')
    const readerEn = await verifiedUser('cwreader')
    const readerTr = await verifiedUser('cwokur')
    await follow(readerEn, author)
    await follow(readerTr, author)
    const text = `The answer to question three is forty-two ${uniqueId()}`

    const authoring = await newContext({ locale: 'en', theme: 'light' })
    const page = await signedInPage(authoring, author.token)
    const composer = await composeWithControls(page, text)
    await screenshot(page, 'post-controls-composer-en-light-1440', { fullPage: false })
    await composer.getByRole('button', { name: 'Post', exact: true }).click()
    await toast(page, 'Your post was sent').waitFor()
    await authoring.close()

    const en = await newContext({ locale: 'en', theme: 'dark' })
    await readAsOutsider(en, readerEn, author, text, 'en', 'post-controls-card-en-dark-1440')
    await en.close()

    const tr = await newContext({ locale: 'tr', theme: 'light', width: 390 })
    await readAsOutsider(tr, readerTr, author, text, 'tr', 'post-controls-card-tr-light-390')
    await tr.close()
  })

  it('shows the composer controls in both themes at 390 and 1440 px', async () => {
    const author = await verifiedUser('cwshots')
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        const context = await newContext({ locale: 'en', theme, width })
        const page = await signedInPage(context, author.token)
        await composeWithControls(page, 'Spoilers for the season finale below')
        await screenshot(page, `post-controls-composer-en-${theme}-${width}`, { fullPage: false })
        await context.close()
      }
    }
  })
})
