import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress } from '../support/browser.ts'
import { CAMPUS } from '../support/campus.ts'
import { PASSWORD, signedInPage, signIn, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Every screen, in both themes and both languages: axe-core finds no serious or critical violation
 * (WCAG 2.1 A and AA rules) at 1440 px, and at 390 px nothing is wider than the phone. The screens
 * hold real content: a post with a hashtag, an image and a reply, another account's profile.
 */
const COMBOS = [
  { locale: 'en', theme: 'dark' },
  { locale: 'en', theme: 'light' },
  { locale: 'tr', theme: 'dark' },
  { locale: 'tr', theme: 'light' },
] as const

interface World {
  me: { id: number; token: string }
  other: { id: number }
  postId: number
  unverifiedToken: string
  universityId: number
  eventId: number
  announcementId: number
}

async function api(token: string | null, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': testAddress(),
      ...init.headers,
    },
  })
}

async function postAs(token: string, content: string, path = '/posts/'): Promise<number> {
  const form = new FormData()
  form.set('content', content)
  const res = await api(token, path, { method: 'POST', body: form })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

async function unverifiedToken(): Promise<string> {
  const id = uniqueId()
  const username = `sweep_unverified_${id}`
  const registered = await api(null, '/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@example.edu`, username, password: PASSWORD }),
  })
  expect(registered.status).toBe(201)
  const login = await api(null, '/auth/login', {
    method: 'POST',
    body: new URLSearchParams({ username, password: PASSWORD }),
  })
  return ((await login.json()) as { access_token: string }).access_token
}

let world: World

/** The screens of the app, each with the text that says it has loaded. */
function screens(w: World): { name: string; path: string; token: 'me' | 'none' | 'unverified' }[] {
  return [
    { name: 'login', path: '/login', token: 'none' },
    { name: 'register', path: '/register', token: 'none' },
    { name: 'verify-email', path: '/verify-email', token: 'none' },
    { name: 'email-verification', path: '/email-verification', token: 'unverified' },
    { name: 'home', path: '/home', token: 'me' },
    { name: 'post', path: `/posts/${w.postId}`, token: 'me' },
    { name: 'hashtag', path: '/hashtags/sweep', token: 'me' },
    { name: 'profile-other', path: `/users/${w.other.id}`, token: 'me' },
    { name: 'profile-own', path: '/myprofile', token: 'me' },
    { name: 'follow-list', path: '/myprofile?followTab=followers', token: 'me' },
    { name: 'settings', path: '/settings', token: 'me' },
    { name: 'settings-password', path: '/settings?section=password', token: 'me' },
    { name: 'settings-visibility', path: '/settings?section=visibility', token: 'me' },
    { name: 'settings-block', path: '/settings?section=block', token: 'me' },
    { name: 'settings-delete', path: '/settings?section=delete', token: 'me' },
    { name: 'settings-language', path: '/settings?section=language', token: 'me' },
    { name: 'settings-calendar', path: '/settings?section=calendar', token: 'me' },
    { name: 'universities', path: '/universities', token: 'me' },
    { name: 'universities-popular', path: '/universities?tab=popular', token: 'me' },
    { name: 'universities-all', path: '/universities?tab=all', token: 'me' },
    { name: 'university', path: `/universities/${w.universityId}?section=events`, token: 'me' },
    { name: 'event', path: `/events/${w.eventId}`, token: 'me' },
    { name: 'announcement', path: `/academics/${w.announcementId}`, token: 'me' },
    { name: 'bookmarks', path: '/bookmarks', token: 'me' },
    { name: 'not-found', path: '/no-such-screen', token: 'me' },
  ]
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  // Skeletons and spinners gone: the screen shows its content.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined)
}

describe('every screen in both themes and languages', () => {
  beforeAll(async () => {
    const me = await verifiedUser('sweep', CAMPUS.domain)
    const other = await verifiedUser('sweepother')
    await api(me.token, `/users/${other.id}/follow`, { method: 'POST' })
    await api(other.token, `/users/${me.id}/follow`, { method: 'POST' })
    await postAs(other.token, 'A post from a friend about #sweep with a link to https://example.edu')
    const postId = await postAs(me.token, `Checking every screen for #sweep, with @${other.username}`)
    await postAs(other.token, 'A reply under the sweep post', `/posts/${postId}/comments`)
    // A private account: its own profile has the fourth tab, Requests (the widest tab row in Turkish).
    const privately = await api(me.token, '/users/me/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ is_private: true }),
    })
    expect(privately.status).toBe(200)
    // The campus's UniAdmin publishes an event and an announcement; the sweeper attends and saves.
    const admin = await signIn(CAMPUS.adminUsername, CAMPUS.password)
    const { id: universityId } = (await (await api(me.token, '/universities/me')).json()) as { id: number }
    const add = async (kind: 'events' | 'academics', body: object) => {
      const res = await api(admin.token, `/universities/${universityId}/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(res.status).toBe(201)
      return ((await res.json()) as { id: number }).id
    }
    const eventId = await add('events', {
      title: 'Sweep concert on the lawn',
      description: 'An evening of music for every screen and theme.',
      date: '2027-05-14',
      time: '19:00',
      location: 'South Lawn',
    })
    const announcementId = await add('academics', {
      title: 'Sweep exam timetable',
      content: 'The timetable is on the registrar’s page.',
      date: '2027-01-10',
    })
    await api(me.token, `/universities/${universityId}/events/${eventId}/attend`, { method: 'POST' })
    await api(me.token, `/universities/${universityId}/events/${eventId}/save`, { method: 'POST' })
    await postAs(
      other.token,
      'Looking forward to it',
      `/universities/${universityId}/events/${eventId}/comments`,
    )
    world = {
      me,
      other,
      postId,
      unverifiedToken: await unverifiedToken(),
      universityId,
      eventId,
      announcementId,
    }
  })
  afterAll(closeBrowser)

  for (const combo of COMBOS) {
    it(`has no serious or critical axe violation and no overflow at 390 px (${combo.locale}, ${combo.theme})`, async () => {
      const problems: string[] = []
      const contexts = new Map<string, Awaited<ReturnType<typeof newContext>>>()
      const pageFor = async (token: 'me' | 'none' | 'unverified') => {
        let context = contexts.get(token)
        if (!context) {
          context = await newContext({ locale: combo.locale, theme: combo.theme })
          contexts.set(token, context)
        }
        if (token === 'none') return context.newPage()
        return signedInPage(context, token === 'me' ? world.me.token : world.unverifiedToken)
      }
      try {
        for (const screen of screens(world)) {
          const page = await pageFor(screen.token)
          await page.goto(screen.path)
          await settle(page)
          const axe = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze()
          for (const v of axe.violations) {
            if (v.impact !== 'serious' && v.impact !== 'critical') continue
            const targets = v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')
            problems.push(`${screen.name}: ${v.id} (${v.impact}, ${v.nodes.length}) ${targets}`)
          }
          await page.setViewportSize({ width: 390, height: 844 })
          await settle(page)
          const overflow = await page.evaluate(() => {
            const width = document.documentElement.clientWidth
            const wide = [...document.querySelectorAll('body *')]
              .filter((el) => el.getBoundingClientRect().right > width + 1)
              .slice(0, 3)
              .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`)
            return document.documentElement.scrollWidth > width ? wide : []
          })
          if (overflow.length > 0) problems.push(`${screen.name} at 390 px overflows: ${overflow.join(', ')}`)
          if (combo.theme === 'light' && combo.locale === 'tr') {
            await screenshot(page, `sweep-${screen.name}-390-tr-light`, { fullPage: false })
          }
          await page.close()
        }
      } finally {
        for (const context of contexts.values()) await context.close()
      }
      expect(problems).toEqual([])
    })
  }
})
