import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, newContext, screenshot } from '../support/browser.ts'
import { latestMailTo, linkIn } from '../support/mail.ts'

const PASSWORD = 'correct horse battery'

interface Labels {
  unlock: string
  noAccount: string
  email: string
  username: string
  loginUsername: string
  password: string
  continue: string
  create: string
  signIn: string
  verified: string
  logOut: string
}

const en: Labels = {
  unlock: 'Unlock',
  noAccount: "Don't have an account?",
  email: 'Email',
  username: 'Username',
  loginUsername: 'Username or email',
  password: 'Password',
  continue: 'Continue',
  create: 'Create Account',
  signIn: 'Sign In',
  verified: 'Email başarıyla doğrulandı!',
  logOut: 'Log out',
}

const tr: Labels = {
  unlock: 'Kilidi aç',
  noAccount: 'Hesabın yok mu?',
  email: 'E-posta',
  username: 'Kullanıcı adı',
  loginUsername: 'Kullanıcı adı veya e-posta',
  password: 'Şifre',
  continue: 'Devam',
  create: 'Hesap Oluştur',
  signIn: 'Giriş Yap',
  verified: 'Email başarıyla doğrulandı!',
  logOut: 'Çıkış yap',
}

function unique(prefix: string): { email: string; username: string } {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  return { email: `${prefix}${id}@example.edu`, username: `${prefix}_${id}` }
}

async function signUp(page: Page, l: Labels, who: { email: string; username: string }) {
  await page.goto('/login')
  await page.getByRole('button', { name: l.unlock }).click()
  await page
    .getByRole('button', { name: l.noAccount })
    .or(page.getByRole('link', { name: l.noAccount }))
    .click()
  await page.getByLabel(l.email, { exact: true }).fill(who.email)
  const cont = page.getByRole('button', { name: l.continue })
  await expect.poll(() => cont.isEnabled()).toBe(true)
  await cont.click()
  await page.getByLabel(l.username, { exact: true }).fill(who.username)
  await expect.poll(() => cont.isEnabled()).toBe(true)
  await cont.click()
  await page.getByLabel(l.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: l.create }).click()
  await page.waitForURL('**/email-verification?fromRegister=true')
  await page.getByText(who.email).first().waitFor()
}

/**
 * Opens the mailed link in the browser that is still signed in from registering: the landing page says
 * verified, and the next screen is Home with the green banner, never the holding screen in between.
 */
async function verifyFromOutbox(page: Page, l: Labels, email: string) {
  const link = linkIn(await latestMailTo(email))
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
  })
  await page.goto(link.pathname + link.search)
  await page.getByText(l.verified).waitFor()
  await page.waitForURL('**/home**', { timeout: 10_000 })
  await expect.poll(() => page.title()).toBe('Home - Agora')
  // The banner carries the server's message (a status with a Dismiss button).
  await page.getByText('Email verified', { exact: true }).waitFor()
  await page.waitForTimeout(1000)
  expect(visited).not.toContain('/email-verification')
  expect(new URL(page.url()).pathname).toBe('/home')
}

async function signIn(page: Page, l: Labels, username: string, password: string) {
  await page.goto('/login')
  await page.getByRole('button', { name: l.unlock }).click()
  await page.getByLabel(l.loginUsername, { exact: true }).fill(username)
  await page.getByRole('button', { name: l.continue }).click()
  await page.getByLabel(l.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: l.signIn }).click()
}

async function logOut(page: Page, l: Labels, accountMenu: string) {
  await page.getByRole('button', { name: accountMenu }).click()
  await page.getByRole('menuitem', { name: l.logOut }).click()
  await page.waitForURL('**/login')
}

describe('accounts in the browser', () => {
  afterAll(closeBrowser)

  it('signs up through every step, verifies from the outbox mail, lands on Home, signs out and in', async () => {
    const context = await newContext({ locale: 'en', theme: 'dark' })
    const page = await context.newPage()
    const who = unique('ada')
    await signUp(page, en, who)
    await screenshot(page, 'verification-holding-en-dark')
    await verifyFromOutbox(page, en, who.email)
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor()
    await screenshot(page, 'home-en-dark')

    await logOut(page, en, 'Account menu')
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()

    await signIn(page, en, who.username, PASSWORD)
    await page.waitForURL('**/home')
    await expect.poll(() => page.title()).toBe('Home - Agora')
    await context.close()
  })

  it('shows the server message for a wrong password and stays on the sign-in screen', async () => {
    const context = await newContext({ locale: 'en', theme: 'light' })
    const page = await context.newPage()
    const who = unique('bob')
    await signUp(page, en, who)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL('**/login')
    await signIn(page, en, who.username, 'not the password')
    await page.getByText('Incorrect username or password').waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    await screenshot(page, 'login-error-en-light')
    await context.close()
  })

  it('does all of it in Turkish in the light theme', async () => {
    const context = await newContext({ locale: 'tr', theme: 'light' })
    const page = await context.newPage()
    const who = unique('ayse')
    await signUp(page, tr, who)
    await screenshot(page, 'verification-holding-tr-light')
    await verifyFromOutbox(page, tr, who.email)
    await screenshot(page, 'home-tr-light')
    await logOut(page, tr, 'Hesap menüsü')

    // The server's code, shown in the reader's language.
    await signIn(page, tr, who.username, 'yanlış şifre')
    await page.getByText('Kullanıcı adı veya şifre hatalı').waitFor()
    await screenshot(page, 'sign-in-error-tr-light')
    await signIn(page, tr, who.email, PASSWORD)
    await page.waitForURL('**/home')
    await context.close()
  })

  it('sends a visitor without a session to /login and back to the wanted page after signing in', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const who = unique('cem')
    await signUp(page, en, who)
    await verifyFromOutbox(page, en, who.email)
    await logOut(page, en, 'Account menu')
    await page.goto('/settings?section=password')
    await page.waitForURL('**/login')
    await signIn(page, en, who.username, PASSWORD)
    await page.waitForURL('**/settings?section=password')
    await page.getByLabel('Current password').waitFor()
    await context.close()
  })
})
