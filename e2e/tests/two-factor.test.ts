import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress } from '../support/browser.ts'
import { PASSWORD, signedInPage, verifiedUser } from '../support/people.ts'
import { nextStep, totp, totpStep } from '../support/totp.ts'

async function enterPassword(page: Page, username: string) {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Unlock' }).click()
  await page.getByLabel('Username or email', { exact: true }).fill(username)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The password of a two-factor account: the code is asked for next. */
async function signIn(page: Page, username: string) {
  await enterPassword(page, username)
  await page.getByRole('heading', { name: 'Enter the code from your app' }).waitFor()
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.waitForURL('**/login')
}

describe('two-factor sign-in in the browser', () => {
  afterAll(closeBrowser)

  it('turns on with a code from the shown key, then signs in with a recovery code and with the app', async () => {
    const who = await verifiedUser('tfa')
    const context = await newContext({ locale: 'en', theme: 'dark' })
    // Signed in through the screens, not with a stored token: signing out must leave none behind.
    const page = await context.newPage()
    await enterPassword(page, who.username)
    await page.waitForURL('**/home')
    await page.goto('/settings?section=two-factor')
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Continue' }).click()

    // The key as the reader sees it, in groups of four; the QR code beside it holds the same.
    const shown = await page.getByLabel('Or type this key into the app').inputValue()
    const secret = shown.replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
    await screenshot(page, 'two-factor-setup-en-dark')
    const enabledAt = totpStep()
    await page.getByLabel('Code from the app').fill(totp(secret, enabledAt))
    await page.getByRole('button', { name: 'Turn on', exact: true }).click()

    const list = page.getByRole('list', { name: 'Recovery codes' })
    await list.waitFor()
    const codes = await list.getByRole('listitem').allTextContents()
    expect(codes).toHaveLength(10)
    await screenshot(page, 'two-factor-recovery-codes-en-dark')
    await page.getByRole('button', { name: 'I have saved them' }).click()
    await page.getByText('10 recovery codes left.').waitFor()

    // A recovery code, once.
    await logOut(page)
    await signIn(page, who.username)
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByLabel('Recovery code', { exact: true }).fill(codes[0]!)
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL('**/home')

    await logOut(page)
    await signIn(page, who.username)
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByLabel('Recovery code', { exact: true }).fill(codes[0]!)
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByText('The code is not correct or was already used').waitFor()

    // The app's code of a step after the one spent turning it on.
    await page.getByRole('button', { name: 'Use the code from the app' }).click()
    const step = await nextStep(enabledAt)
    await page.getByLabel('Code from the app').fill(totp(secret, step))
    await screenshot(page, 'two-factor-sign-in-en-dark')
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL('**/home')
    await context.close()
  }, 120_000)

  it('lists the sessions and signs the others out, in Turkish on a phone in the light theme', async () => {
    const who = await verifiedUser('ses')
    const other = await newContext({ locale: 'en' })
    const otherPage = await signedInPage(other, who.token)
    await otherPage.goto('/home')
    const context = await newContext({ locale: 'tr', theme: 'light', width: 390 })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Kilidi aç' }).click()
    await page.getByLabel('Kullanıcı adı veya e-posta', { exact: true }).fill(who.username)
    await page.getByRole('button', { name: 'Devam' }).click()
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await page.waitForURL('**/home')

    await page.goto('/settings?section=sessions')
    const list = page.getByRole('list', { name: 'Giriş yapmış cihazlar' })
    await list.waitFor()
    expect(await list.getByRole('listitem').count()).toBe(2)
    await list.getByText('Bu cihaz').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(page, 'sessions-tr-light-390')

    await page.getByRole('button', { name: 'Diğer tüm oturumları kapat' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Diğer tüm oturumları kapat' }).click()
    await page.getByText('Başka bir cihazda açık oturum yok.').waitFor()
    // The other browser's token is refused from now on.
    const res = await fetch(`${baseUrl()}/api/auth/me`, {
      headers: { authorization: `Bearer ${who.token}`, 'x-forwarded-for': testAddress() },
    })
    expect(res.status).toBe(401)
    await other.close()
    await context.close()
  })
})
