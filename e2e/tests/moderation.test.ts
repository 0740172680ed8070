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

/** The flow's words in each language, and where it runs: English on a desktop, Turkish on a phone. */
const LANGS = [
  {
    name: 'English, 1440 px',
    shot: 'en-dark',
    locale: 'en',
    theme: 'dark',
    width: 1440,
    adminTheme: 'light',
    adminWidth: 1440,
    unlock: 'Unlock',
    usernameLabel: 'Username or email',
    continue: 'Continue',
    passwordLabel: 'Password',
    signIn: 'Sign In',
    more: 'More options',
    reportPost: 'Report post',
    report: 'Report',
    harassment: 'Harassment or bullying',
    comment: /Anything else/,
    send: 'Send report',
    thanks: 'Thanks. Moderators will review your report.',
    reportedBy: (username: string) => `Reported by @${username}`,
    remove: 'Remove',
    removeTitle: 'Remove the content',
    reasonLabel: /Reason/,
    reason: 'Insulting other students',
    reasonLine: 'Reason: Insulting other students',
    alsoSuspend: 'Also suspend the account',
    day: 'For a day',
    confirm: 'Confirm',
    recorded: 'Decision recorded',
    outcome: 'We removed what you reported. Thank you for reporting it.',
    suspended: 'This account is suspended',
    noticeTitle: /Content removed, account suspended/,
    appeal: 'Appeal',
    appealTitle: 'Appeal this decision',
    appealLabel: 'Why should moderators look again?',
    appealText: 'I was angry, it will not happen again',
    sendAppeal: 'Send appeal',
    appealWaiting: 'Appeal waiting',
  },
  {
    name: 'Turkish, 390 px',
    shot: 'tr-light-390',
    locale: 'tr',
    theme: 'light',
    width: 390,
    adminTheme: 'dark',
    adminWidth: 390,
    unlock: 'Kilidi aç',
    usernameLabel: 'Kullanıcı adı veya e-posta',
    continue: 'Devam',
    passwordLabel: 'Şifre',
    signIn: 'Giriş Yap',
    more: 'Diğer seçenekler',
    reportPost: 'Gönderiyi şikâyet et',
    report: 'Şikâyet et',
    harassment: 'Taciz veya zorbalık',
    comment: /Moderatörlerin bilmesi/,
    send: 'Şikâyeti gönder',
    thanks: 'Teşekkürler. Moderatörler şikâyetini inceleyecek.',
    reportedBy: (username: string) => `@${username} şikâyet etti`,
    remove: 'Kaldır',
    removeTitle: 'İçeriği kaldır',
    reasonLabel: /Gerekçe/,
    reason: 'Diğer öğrencilere hakaret',
    reasonLine: 'Gerekçe: Diğer öğrencilere hakaret',
    alsoSuspend: 'Hesabı da askıya al',
    day: 'Bir gün',
    confirm: 'Onayla',
    recorded: 'Karar kaydedildi',
    outcome: 'Şikâyet ettiğin içeriği kaldırdık. Bildirdiğin için teşekkürler.',
    suspended: 'Bu hesap askıya alındı',
    noticeTitle: /İçerik kaldırıldı, hesap askıya alındı/,
    appeal: 'İtiraz et',
    appealTitle: 'Bu karara itiraz et',
    appealLabel: 'Moderatörler neden tekrar bakmalı?',
    appealText: 'Sinirliydim, bir daha olmayacak',
    sendAppeal: 'İtirazı gönder',
    appealWaiting: 'İtiraz bekliyor',
  },
] as const
type Lang = (typeof LANGS)[number]

/** Signs in through the screens; `navigate` false when the app has already brought the page to /login. */
async function enterPassword(page: Page, username: string, l: Lang = LANGS[0]!, navigate = true) {
  if (navigate) await page.goto('/login')
  await page.getByRole('button', { name: l.unlock }).click()
  await page.getByLabel(l.usernameLabel, { exact: true }).fill(username)
  await page.getByRole('button', { name: l.continue }).click()
  await page.getByLabel(l.passwordLabel, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: l.signIn }).click()
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

describe('reports and moderation in the browser', () => {
  afterAll(closeBrowser)

  it.each(LANGS)(
    'a report leads to removal and a day of suspension; the reporter is told; the author is signed out ($name)',
    async (l) => {
      const author = await verifiedUser('rude')
      const reporter = await verifiedUser('witness')
      const text = `You are all worthless ${uniqueId()}`
      const postId = await post(author.token, text)

      // The author is reading their feed in a browser of their own, signed in through the screens (a
      // stored token put back on every page would hide the sign-out).
      const authorContext = await newContext({ locale: l.locale, width: l.width })
      const authorPage = await authorContext.newPage()
      await enterPassword(authorPage, author.username, l)
      await authorPage.waitForURL('**/home')

      const context = await newContext({ locale: l.locale, theme: l.theme, width: l.width })
      const page = await signedInPage(context, reporter.token)
      await page.goto(`/posts/${postId}`)
      await page
        .getByRole('article')
        .filter({ hasText: text })
        .first()
        .getByRole('button', { name: l.more })
        .click()
      await page.getByRole('menuitem', { name: l.reportPost }).click()
      const dialog = page.getByRole('dialog', { name: l.report })
      await dialog.getByRole('radio', { name: l.harassment }).check()
      await dialog.getByLabel(l.comment).fill('Insults everyone in the thread')
      await screenshot(page, `report-dialog-${l.shot}`)
      await dialog.getByRole('button', { name: l.send }).click()
      await page.getByText(l.thanks, { exact: true }).waitFor()

      const adminContext = await newContext({ locale: l.locale, theme: l.adminTheme, width: l.adminWidth })
      const admin = await signIn(CAMPUS.siteAdminUsername, CAMPUS.password)
      const adminPage = await signedInPage(adminContext, admin.token)
      await adminPage.goto('/admin?tab=reports')
      const card = adminPage.getByRole('article').filter({ hasText: text })
      await card.getByText('Insults everyone in the thread').waitFor()
      await card.getByText(l.reportedBy(reporter.username), { exact: false }).waitFor()
      await screenshot(adminPage, `admin-reports-${l.shot}`)
      await card.getByRole('button', { name: l.remove }).click()
      const decide = adminPage.getByRole('dialog', { name: l.removeTitle })
      await decide.getByLabel(l.reasonLabel).fill(l.reason)
      await decide.getByRole('checkbox', { name: l.alsoSuspend }).check()
      await decide.getByRole('radio', { name: l.day }).check()
      await decide.getByRole('button', { name: l.confirm }).click()
      await adminPage.getByText(l.recorded, { exact: true }).waitFor()
      await card.waitFor({ state: 'detached' })

      // The reporter is told the outcome; the reported account's name is not in it.
      await page.goto('/notifications')
      await page.getByText(l.outcome).waitFor()
      await screenshot(page, `notifications-report-outcome-${l.shot}`)

      // The author's session has ended: the next page sends them to sign in, and signing in is refused.
      expect((await api(author.token, '/users/me')).status).toBe(401)
      await authorPage.reload()
      await authorPage.waitForURL('**/login')
      await enterPassword(authorPage, author.username, l, false)
      await authorPage.getByText(l.suspended, { exact: true }).waitFor()
      // The sign-in screen says why, and takes the one appeal with the password just typed.
      const notice = authorPage.getByRole('article', { name: l.noticeTitle })
      await notice.getByText(l.reasonLine).waitFor()
      await screenshot(authorPage, `login-suspended-${l.shot}`)
      await notice.getByRole('button', { name: l.appeal }).click()
      const appeal = authorPage.getByRole('dialog', { name: l.appealTitle })
      await appeal.getByLabel(l.appealLabel).fill(l.appealText)
      await appeal.getByRole('button', { name: l.sendAppeal }).click()
      await notice.getByText(l.appealWaiting).waitFor()

      // The post is gone for everyone, and the log keeps the evidence.
      expect((await api(reporter.token, `/posts/${postId}`)).status).toBe(404)
      await adminPage.goto('/admin?tab=log')
      await adminPage.getByRole('article').filter({ hasText: text }).getByText(l.reasonLine).waitFor()
      await Promise.all([authorContext.close(), context.close(), adminContext.close()])
    },
  )

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
