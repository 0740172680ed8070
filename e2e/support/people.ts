import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl, testAddress } from './browser.ts'
import { latestMailTo, linkIn } from './mail.ts'

/** People and waiting for the browser tests: accounts made through the API, signed-in pages. */
export const PASSWORD = 'correct horse battery'
/** A 64×40 sky-blue PNG: small, and real enough for the server to decode and re-encode. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAb0lEQVRYhe2SAQkAURSDlsD+BS6cLS7GePzBAqgsfJ5e6gRMwHpFdiHvLnUCJmC9IruQd5c6AROwXpFdyLtLnYAJWK/ILuTdpU7ABKxXZBfy7lInYALWK7ILeXepEzAB6xXZhby71AmYgPWKvHyhH6hpGPGg/r1rAAAAAElFTkSuQmCC',
  'base64',
)

let made = 0
/**
 * Unique within a run: the time, then a count of the ids this file made (accounts made together in one
 * millisecond collided on the random part alone, a 409 at sign-up), then a little randomness.
 */
export function uniqueId(): string {
  const count = (made++ % 1296).toString(36).padStart(2, '0')
  return `${Date.now().toString(36)}${count}${Math.floor(Math.random() * 100)}`
}

/**
 * A verified account made through the API (the accounts test covers the screens): sign up, follow
 * the link from the outbox mail, sign in. Answers the access token the browser then starts with.
 */
export async function verifiedUser(
  prefix: string,
  domain = 'example.edu',
): Promise<{ id: number; username: string; token: string }> {
  const id = uniqueId()
  const email = `${prefix}${id}@${domain}`
  const username = `${prefix}_${id}`
  const headers = { 'x-forwarded-for': testAddress() }
  const api = (path: string, init: RequestInit) =>
    fetch(`${baseUrl()}/api${path}`, { ...init, headers: { ...headers, ...init.headers } })

  const registered = await api('/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, username, password: PASSWORD }),
  })
  expect(registered.status).toBe(201)
  const token = linkIn(await latestMailTo(email)).searchParams.get('token')
  expect((await api(`/auth/verify-email?token=${token}`, { method: 'POST' })).status).toBe(200)
  return { ...(await signIn(username, PASSWORD)), username }
}

/** Signs an existing account in through the API: its id and access token. */
export async function signIn(username: string, password: string): Promise<{ id: number; token: string }> {
  const headers = { 'x-forwarded-for': testAddress() }
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ username, password }),
  })
  expect(login.status).toBe(200)
  const { access_token } = (await login.json()) as { access_token: string }
  const me = await fetch(`${baseUrl()}/api/users/me`, {
    headers: { ...headers, authorization: `Bearer ${access_token}` },
  })
  const { id } = (await me.json()) as { id: number }
  return { id, token: access_token }
}

export async function signedInPage(context: BrowserContext, token: string): Promise<Page> {
  await context.addInitScript((t) => {
    if (!localStorage.getItem('access_token')) localStorage.setItem('access_token', t)
  }, token)
  return context.newPage()
}

export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting until ${what}`)
}
