import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress } from '../support/browser.ts'
import { PNG, signedInPage, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Issue 16's data export in the browser: a student asks for their data in Settings > Account, the
 * server's job (every second here: EXPORT_JOB_INTERVAL_MS in support/global-setup.ts) prepares it, the
 * notification arrives, and the download is a ZIP holding their post and its photo. Then the section
 * in both languages, both themes, on a phone and a wide screen.
 */

async function postWithPhoto(token: string, content: string): Promise<void> {
  const form = new FormData()
  form.set('content', content)
  form.append('images', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png')
  const res = await fetch(`${baseUrl()}/api/posts/`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': testAddress() },
  })
  expect(res.status).toBe(201)
}

async function openSection(page: Page, heading: string): Promise<void> {
  await page.goto('/settings?section=data-export')
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor()
}

describe('data export in the browser', () => {
  afterAll(closeBrowser)

  it('a student asks for their data; it becomes ready, the notification comes and the ZIP holds their post', async () => {
    const student = await verifiedUser('export')
    const text = `My week at the library ${uniqueId()}`
    await postWithPhoto(student.token, text)

    const context = await newContext({ locale: 'en', theme: 'dark' })
    const page = await signedInPage(context, student.token)
    await openSection(page, 'Download your data')
    await page.getByRole('button', { name: 'Request your data' }).click()
    await page.getByText('Preparing your data…').or(page.getByText('Your data is ready')).first().waitFor()

    // The job runs every second; the notification arrives over the socket.
    await page.goto('/notifications')
    const notice = page.getByRole('link', { name: 'Your data export is ready to download' })
    await notice.waitFor({ timeout: 20_000 })
    await screenshot(page, 'data-export-notification-en-dark-1440')
    await notice.click()
    await page.waitForURL(/\/settings\?section=data-export/)
    await page.getByText('Your data is ready').waitFor()
    await expect.poll(() => page.getByText(/Available until/).count()).toBe(1)
    await screenshot(page, 'data-export-ready-en-dark-1440')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download ZIP' }).click(),
    ])
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'posts.json']))
    const posts = JSON.parse(strFromU8(files['posts.json']!)) as {
      content: string
      media: { file_in_zip: string }[]
    }[]
    expect(posts.map((post) => post.content)).toEqual([text])
    expect(files[posts[0]!.media[0]!.file_in_zip]?.length).toBeGreaterThan(0)
    expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ username: student.username })

    // Asked today: the next request waits a day.
    await expect.poll(() => page.getByRole('button', { name: 'Request a new copy' }).isDisabled()).toBe(true)
    await context.close()

    for (const [locale, theme, width, heading] of [
      ['en', 'light', 390, 'Download your data'],
      ['tr', 'light', 390, 'Verilerini indir'],
      ['tr', 'dark', 1440, 'Verilerini indir'],
      ['en', 'dark', 390, 'Download your data'],
      ['en', 'light', 1440, 'Download your data'],
      ['tr', 'dark', 390, 'Verilerini indir'],
      ['tr', 'light', 1440, 'Verilerini indir'],
    ] as const) {
      const other = await newContext({ locale, theme, width })
      const view = await signedInPage(other, student.token)
      await openSection(view, heading)
      await view.getByText(locale === 'tr' ? 'Verilerin hazır' : 'Your data is ready').waitFor()
      if (locale === 'tr') {
        await view.getByRole('button', { name: 'ZIP dosyasını indir' }).waitFor()
        // Nothing runs off the phone's edge.
        const overflow = await view.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
        expect(overflow).toBe(false)
      }
      await screenshot(view, `data-export-ready-${locale}-${theme}-${width}`)
      await other.close()
    }
  })

  it('account deletion offers the export first, in Turkish on a phone', async () => {
    const student = await verifiedUser('leaving')
    const context = await newContext({ locale: 'tr', theme: 'light', width: 390 })
    const page = await signedInPage(context, student.token)
    await page.goto('/settings?section=delete-account')
    await page.getByText(/Gitmeden önce verilerinin bir kopyasını indirebilirsin/).waitFor()
    await screenshot(page, 'delete-account-export-first-tr-light-390')
    await page.getByRole('link', { name: 'Verilerini indir' }).last().click()
    await page.getByRole('button', { name: 'Verilerimi iste' }).click()
    await page.getByText('Verilerin hazırlanıyor…').or(page.getByText('Verilerin hazır')).first().waitFor()
    await screenshot(page, 'data-export-requested-tr-light-390')
    await context.close()
  })
})
