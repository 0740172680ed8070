import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress } from '../support/browser.ts'
import { latestMailTo, linkIn } from '../support/mail.ts'
import { PASSWORD, signIn, uniqueId } from '../support/people.ts'

/** A forgotten password (issue 30), through the mailed link, in each language on its own screen. */

interface Labels {
  unlock: string
  loginUsername: string
  continue: string
  forgot: string
  send: string
  sent: string
  resetTitle: string
  newPassword: string
  confirm: string
  save: string
  done: string
  signIn: string
  password: string
  signInButton: string
}

const en: Labels = {
  unlock: 'Unlock',
  loginUsername: 'Username or email',
  continue: 'Continue',
  forgot: 'Forgot your password?',
  send: 'Send link',
  sent: 'Check your email',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  confirm: 'Confirm new password',
  save: 'Set new password',
  done: 'Your password is changed',
  signIn: 'Sign in',
  password: 'Password',
  signInButton: 'Sign In',
}

const tr: Labels = {
  unlock: 'Kilidi aç',
  loginUsername: 'Kullanıcı adı veya e-posta',
  continue: 'Devam',
  forgot: 'Şifreni mi unuttun?',
  send: 'Bağlantı gönder',
  sent: 'E-postanı kontrol et',
  resetTitle: 'Yeni bir şifre seç',
  newPassword: 'Yeni şifre',
  confirm: 'Yeni şifreyi onayla',
  save: 'Yeni şifreyi kaydet',
  done: 'Şifren değişti',
  signIn: 'Giriş yap',
  password: 'Şifre',
  signInButton: 'Giriş Yap',
}

/** A verified account whose mails are in `locale`: its address, name and first access token. */
async function account(locale: 'en' | 'tr') {
  const id = uniqueId()
  const email = `reset${id}@example.edu`
  const username = `reset_${id}`
  const registered = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': testAddress() },
    body: JSON.stringify({ email, username, password: PASSWORD, locale }),
  })
  expect(registered.status).toBe(201)
  const token = linkIn(await latestMailTo(email, 10_000, '/verify-email')).searchParams.get('token')
  const verified = await fetch(`${baseUrl()}/api/auth/verify-email?token=${token}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': testAddress() },
  })
  expect(verified.status).toBe(200)
  return { email, username, ...(await signIn(username, PASSWORD)) }
}

/** From the sign-in screen's password step to the "check your email" answer. */
async function askForLink(page: Page, l: Labels, username: string, shot: string) {
  await page.goto('/login')
  await page.getByRole('button', { name: l.unlock }).click()
  await page.getByLabel(l.loginUsername, { exact: true }).fill(username)
  await page.getByRole('button', { name: l.continue }).click()
  await page.getByRole('link', { name: l.forgot }).click()
  await page.waitForURL('**/forgot-password')
  await expect.poll(() => page.getByLabel(l.loginUsername, { exact: true }).inputValue()).toBe(username)
  await screenshot(page, `${shot}-forgot`)
  await page.getByRole('button', { name: l.send }).click()
  await page.getByRole('heading', { name: l.sent }).waitFor()
  await screenshot(page, `${shot}-sent`)
}

/** Opens the mailed link, sets the new password, and signs in with it to Home. */
async function followLink(page: Page, l: Labels, mail: string, username: string, shot: string) {
  const link = linkIn(mail)
  expect(link.pathname).toBe('/reset-password')
  await page.goto(`${link.pathname}${link.hash}`)
  await page.getByRole('heading', { name: l.resetTitle }).waitFor()
  await expect.poll(() => new URL(page.url()).hash).toBe('')
  const newPassword = 'a fresh passphrase'
  await page.getByLabel(l.newPassword, { exact: true }).fill(newPassword)
  await page.getByLabel(l.confirm, { exact: true }).fill(newPassword)
  await screenshot(page, `${shot}-reset`)
  await page.getByRole('button', { name: l.save }).click()
  await page.getByRole('heading', { name: l.done }).waitFor()
  await screenshot(page, `${shot}-done`)
  await page.getByRole('link', { name: l.signIn, exact: true }).click()
  await page.getByRole('button', { name: l.unlock }).click()
  await page.getByLabel(l.loginUsername, { exact: true }).fill(username)
  await page.getByRole('button', { name: l.continue }).click()
  await page.getByLabel(l.password, { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: l.signInButton }).click()
  await page.waitForURL('**/home')
}

const CASES = [
  {
    name: 'in Turkish on a phone, by username: the Turkish mail’s link sets the new password',
    locale: 'tr',
    theme: 'light',
    width: 390,
    labels: tr,
    login: (who: { username: string }) => who.username,
    mailHolds: 'Merhaba',
  },
  {
    name: 'in English on a desktop, by email address, ending the sessions signed in before',
    locale: 'en',
    theme: 'dark',
    width: 1440,
    labels: en,
    login: (who: { email: string }) => who.email,
    mailHolds: 'Subject: Reset your Agora password',
  },
] as const

describe('a forgotten password in the browser', () => {
  afterAll(() => closeBrowser())

  for (const c of CASES) {
    it(c.name, async () => {
      const who = await account(c.locale)
      const context = await newContext({ locale: c.locale, theme: c.theme, width: c.width })
      const page = await context.newPage()
      const shot = `password-reset-${c.locale}-${c.width}`
      await askForLink(page, c.labels, c.login(who), shot)
      const mail = await latestMailTo(who.email, 10_000, '/reset-password')
      expect(mail).toContain(c.mailHolds)
      await followLink(page, c.labels, mail, who.username, shot)
      expect((await api(who.token, '/auth/me')).status).toBe(401)
      await context.close()
    })
  }
})
