import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { unsubscribeToken } from '../../server/src/modules/digests/digests.tokens.ts'
import { api } from '../support/api.ts'
import { closeBrowser, newContext, screenshot } from '../support/browser.ts'
import { signedInPage, verifiedUser } from '../support/people.ts'

/**
 * The mail digest (issue 31) in the browser: Settings > Notifications > Mail digest, and a digest's
 * unsubscribe link opened without a sign-in.
 *
 * A digest goes only to someone away for a day or a week, which a browser test cannot wait for; the
 * server tests send real digests over SMTP and follow their List-Unsubscribe link. Here the link is
 * made as the digest makes it, with the server's signing secret from its DATA_DIR.
 */

const digestOf = async (token: string) =>
  ((await (await api(token, '/digests/settings')).json()) as { frequency: string }).frequency

function unsubscribeLink(userId: number): string {
  const secret = readFileSync(join(inject('dataDir'), 'jwt-secret'), 'utf8').trim()
  return `/api/digests/unsubscribe?token=${unsubscribeToken(secret, userId)}`
}

describe('the mail digest in the browser', () => {
  afterAll(closeBrowser)

  it('is chosen in Settings > Notifications, in both languages', async () => {
    const user = await verifiedUser('digest')
    const context = await newContext({ locale: 'en', theme: 'light', width: 1440 })
    const page = await signedInPage(context, user.token)
    await page.goto('/settings?section=mail-digest')
    await page.getByRole('heading', { name: 'Mail digest' }).waitFor()
    const weekly = page.getByRole('radio', { name: /Weekly/ })
    expect(await weekly.isChecked()).toBe(true)
    await page.getByRole('radio', { name: /Daily/ }).check()
    await expect.poll(() => digestOf(user.token)).toBe('daily')
    await screenshot(page, 'mail-digest-light-en')
    await page.reload()
    await page.getByRole('radio', { name: /Daily/, checked: true }).waitFor()
    await context.close()

    const phone = await newContext({ locale: 'tr', theme: 'dark', width: 390 })
    const trPage = await signedInPage(phone, user.token)
    await trPage.goto('/settings?section=mail-digest')
    await trPage.getByRole('heading', { name: 'E-posta özeti' }).waitFor()
    await trPage.getByRole('radio', { name: /Hiçbir zaman/ }).check()
    await expect.poll(() => digestOf(user.token)).toBe('never')
    await screenshot(trPage, 'mail-digest-dark-tr-390')
    await phone.close()
  })

  it('stops with the link of a digest, opened in a browser without signing in', async () => {
    const user = await verifiedUser('digestout')
    const context = await newContext({ locale: 'en', theme: 'dark', width: 390 })
    const page = await context.newPage()
    // The List-Unsubscribe address, opened as a mail client without one-click would: it only leads to the page.
    await page.goto(unsubscribeLink(user.id))
    await page.waitForURL(/\/unsubscribe\?token=/)
    await page.getByRole('heading', { name: 'Stop the mail digest?' }).waitFor()
    expect(await digestOf(user.token)).toBe('weekly')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor()
    expect(await digestOf(user.token)).toBe('never')
    await screenshot(page, 'digest-unsubscribed-dark-en-390')

    // A forged link says so, in the reader's language, and changes nothing.
    const other = await verifiedUser('digestforged')
    const trContext = await newContext({ locale: 'tr', theme: 'light', width: 1440 })
    const trPage = await trContext.newPage()
    await trPage.goto(`/unsubscribe?token=${other.id}.${'A'.repeat(43)}`)
    await trPage.getByRole('button', { name: 'Abonelikten çık' }).click()
    await trPage
      .getByRole('alert')
      .filter({ hasText: 'Bu abonelikten çıkma bağlantısı geçerli değil' })
      .waitFor()
    expect(await digestOf(other.token)).toBe('weekly')
    await context.close()
    await trContext.close()
  })
})
