import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress } from '../support/browser.ts'
import { CAMPUS } from '../support/campus.ts'
import { PASSWORD, signedInPage, signIn, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Issue 16 in the browser: a student reports a post, a site admin removes it and suspends its author
 * for a day from the queue in /admin, the reporter hears the outcome, the author's session ends and
 * signing in is refused; then in Turkish on a phone, a warning and its appeal.
 */

async function api(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': testAddress(), ...init.headers },
  })
}

async function post(token: string, content: string): Promise<number> {
  const form = new FormData()
  form.set('content', content)
  const res = await api(token, '/posts/', { method: 'POST', body: form })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

/** Signs in through the screens; `navigate` false when the app has already brought the page to /login. */
async function enterPassword(page: Page, username: string, navigate = true) {
  if (navigate) await page.goto('/login')
  await page.getByRole('button', { name: 'Unlock' }).click()
  await page.getByLabel('Username or email', { exact: true }).fill(username)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

describe('reports and moderation in the browser', () => {
  afterAll(closeBrowser)

  it('a report leads to removal and a day of suspension; the reporter is told; the author is signed out', async () => {
    const author = await verifiedUser('rude')
    const reporter = await verifiedUser('witness')
    const text = `You are all worthless ${uniqueId()}`
    const postId = await post(author.token, text)

    // The author is reading their feed in a browser of their own, signed in through the screens (a
    // stored token put back on every page would hide the sign-out).
    const authorContext = await newContext({ locale: 'en' })
    const authorPage = await authorContext.newPage()
    await enterPassword(authorPage, author.username)
    await authorPage.waitForURL('**/home')

    const context = await newContext({ locale: 'en', theme: 'dark' })
    const page = await signedInPage(context, reporter.token)
    await page.goto(`/posts/${postId}`)
    await page
      .getByRole('article')
      .filter({ hasText: text })
      .first()
      .getByRole('button', { name: 'More options' })
      .click()
    await page.getByRole('menuitem', { name: 'Report post' }).click()
    const dialog = page.getByRole('dialog', { name: 'Report' })
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check()
    await dialog.getByLabel(/Anything else/).fill('Insults everyone in the thread')
    await screenshot(page, 'report-dialog-en-dark')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await page.getByText('Thanks. Moderators will review your report.', { exact: true }).waitFor()

    const adminContext = await newContext({ locale: 'en', theme: 'light', width: 1440 })
    const admin = await signIn(CAMPUS.siteAdminUsername, CAMPUS.password)
    const adminPage = await signedInPage(adminContext, admin.token)
    await adminPage.goto('/admin?tab=reports')
    const card = adminPage.getByRole('article').filter({ hasText: text })
    await card.getByText('Insults everyone in the thread').waitFor()
    await card.getByText(`Reported by @${reporter.username}`, { exact: false }).waitFor()
    await screenshot(adminPage, 'admin-reports-en-light-1440')
    await card.getByRole('button', { name: 'Remove' }).click()
    const decide = adminPage.getByRole('dialog', { name: 'Remove the content' })
    await decide.getByLabel(/Reason/).fill('Insulting other students')
    await decide.getByRole('checkbox', { name: 'Also suspend the account' }).check()
    await decide.getByRole('radio', { name: 'For a day' }).check()
    await decide.getByRole('button', { name: 'Confirm' }).click()
    await adminPage.getByText('Decision recorded', { exact: true }).waitFor()
    await card.waitFor({ state: 'detached' })

    // The reporter is told the outcome; the reported account's name is not in it.
    await page.goto('/notifications')
    await page.getByText('We removed what you reported. Thank you for reporting it.').waitFor()
    await screenshot(page, 'notifications-report-outcome-en-dark')

    // The author's session has ended: the next page sends them to sign in, and signing in is refused.
    expect((await api(author.token, '/users/me')).status).toBe(401)
    await authorPage.reload()
    await authorPage.waitForURL('**/login')
    await enterPassword(authorPage, author.username, false)
    await authorPage.getByText('This account is suspended', { exact: true }).waitFor()
    // The sign-in screen says why, and takes the one appeal with the password just typed.
    const notice = authorPage.getByRole('article', { name: /Content removed, account suspended/ })
    await notice.getByText('Reason: Insulting other students').waitFor()
    await screenshot(authorPage, 'login-suspended-en')
    await notice.getByRole('button', { name: 'Appeal' }).click()
    const appeal = authorPage.getByRole('dialog', { name: 'Appeal this decision' })
    await appeal.getByLabel('Why should moderators look again?').fill('I was angry, it will not happen again')
    await appeal.getByRole('button', { name: 'Send appeal' }).click()
    await notice.getByText('Appeal waiting').waitFor()

    // The post is gone for everyone, and the log keeps the evidence.
    expect((await api(reporter.token, `/posts/${postId}`)).status).toBe(404)
    await adminPage.goto('/admin?tab=log')
    await adminPage
      .getByRole('article')
      .filter({ hasText: text })
      .getByText('Reason: Insulting other students')
      .waitFor()
    await Promise.all([authorContext.close(), context.close(), adminContext.close()])
  })

  it('in Turkish on a phone: a profile is reported, its owner warned, and the warning appealed', async () => {
    const target = await verifiedUser('taklit')
    const reporter = await verifiedUser('bildiren')

    const context = await newContext({ locale: 'tr', theme: 'light', width: 390 })
    const page = await signedInPage(context, reporter.token)
    await page.goto(`/users/${target.id}`)
    await page.getByRole('button', { name: `@${target.username} için diğer seçenekler` }).click()
    await page.getByRole('menuitem', { name: `@${target.username} kullanıcısını şikâyet et` }).click()
    const dialog = page.getByRole('dialog', { name: 'Şikâyet et' })
    await dialog.getByRole('radio', { name: 'Başkasının kimliğine bürünme' }).check()
    expect(await noOverflow(page)).toBeLessThanOrEqual(390)
    await screenshot(page, 'report-dialog-tr-light-390')
    await dialog.getByRole('button', { name: 'Şikâyeti gönder' }).click()
    await page.getByText('Teşekkürler. Moderatörler şikâyetini inceleyecek.', { exact: true }).waitFor()

    const adminContext = await newContext({ locale: 'tr', theme: 'dark', width: 390 })
    const admin = await signIn(CAMPUS.siteAdminUsername, CAMPUS.password)
    const adminPage = await signedInPage(adminContext, admin.token)
    await adminPage.goto('/admin?tab=reports')
    const card = adminPage.getByRole('article').filter({ hasText: `@${target.username}` })
    await card.getByText('Başkasının kimliğine bürünme').waitFor()
    expect(await noOverflow(adminPage)).toBeLessThanOrEqual(390)
    await screenshot(adminPage, 'admin-reports-tr-dark-390')
    await card.getByRole('button', { name: 'Uyar' }).click()
    const decide = adminPage.getByRole('dialog', { name: 'Hesabı uyar' })
    await decide.getByLabel(/Gerekçe/).fill('Profil başka bir öğrenciyi taklit ediyor')
    await decide.getByRole('button', { name: 'Onayla' }).click()
    await adminPage.getByText('Karar kaydedildi', { exact: true }).waitFor()

    const targetContext = await newContext({ locale: 'tr', theme: 'light', width: 390 })
    const targetPage = await signedInPage(targetContext, target.token)
    await targetPage.goto('/notifications')
    await targetPage.getByText('Bir moderatör hesabın hakkında karar verdi').click()
    await targetPage.waitForURL('**/settings?section=account-standing')
    const entry = targetPage.getByRole('article', { name: /Uyarı/ })
    await entry.getByText('Gerekçe: Profil başka bir öğrenciyi taklit ediyor').waitFor()
    await entry.getByRole('button', { name: 'İtiraz et' }).click()
    const appeal = targetPage.getByRole('dialog', { name: 'Bu karara itiraz et' })
    await appeal.getByLabel('Moderatörler neden tekrar bakmalı?').fill('Bu benim gerçek adım')
    await appeal.getByRole('button', { name: 'İtirazı gönder' }).click()
    await targetPage.getByText('İtiraz bekliyor').waitFor()
    expect(await noOverflow(targetPage)).toBeLessThanOrEqual(390)
    await screenshot(targetPage, 'account-standing-tr-light-390')

    await adminPage.goto('/admin?tab=appeals')
    const waiting = adminPage.getByRole('article').filter({ hasText: 'Bu benim gerçek adım' })
    await waiting.getByRole('button', { name: 'Kararı kaldır' }).click()
    const answer = adminPage.getByRole('dialog', { name: 'Kararı kaldır' })
    await answer.getByLabel('İtiraza yanıt').fill('Haklısın, kimlik doğrulandı')
    await answer.getByRole('button', { name: 'Onayla' }).click()
    await waiting.waitFor({ state: 'detached' })
    await targetPage.reload()
    await targetPage.getByText('İtiraz kabul edildi').waitFor()
    await Promise.all([context.close(), adminContext.close(), targetContext.close()])
  })
})
