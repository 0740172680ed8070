import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeBrowser, newContext, screenshot } from '../support/browser.ts'
import { signedInPage } from '../support/people.ts'
import { makeSweepWorld, type World } from '../support/sweep-world.ts'

/**
 * Every screen, in both themes and both languages: axe-core finds no serious or critical violation
 * of WCAG 2.1 A and AA (label-content-name-mismatch included) at 1440 px, and at 390 px nothing is
 * wider than the phone (checked in the light theme: a theme changes no width). The screens hold real content: a post with a hashtag, an image and a reply,
 * another account's profile. All four pairs of language and theme: about two minutes each here
 * (docs/testing.md).
 */
const COMBOS = [
  { locale: 'en', theme: 'light' },
  { locale: 'en', theme: 'dark' },
  { locale: 'tr', theme: 'light' },
  { locale: 'tr', theme: 'dark' },
] as const

let world: World

type Token = 'me' | 'none' | 'unverified' | 'admin'

/** The screens of the app: each one's address in the world the tests make, and who looks at it. */
const SCREENS: {
  name: string
  path: (w: World) => string
  token: Token
  /** What to do on the screen before it is checked (open a panel). */
  prepare?: (page: Page) => Promise<void>
}[] = [
  { name: 'login', path: () => '/login', token: 'none' },
  { name: 'register', path: () => '/register', token: 'none' },
  { name: 'verify-email', path: () => '/verify-email', token: 'none' },
  { name: 'forgot-password', path: () => '/forgot-password', token: 'none' },
  { name: 'reset-password', path: () => '/reset-password#token=sweep', token: 'none' },
  { name: 'email-verification', path: () => '/email-verification', token: 'unverified' },
  { name: 'home', path: () => '/home', token: 'me' },
  { name: 'post', path: (w) => `/posts/${w.postId}`, token: 'me' },
  { name: 'hashtag', path: () => '/hashtags/sweep', token: 'me' },
  { name: 'profile-other', path: (w) => `/users/${w.other.id}`, token: 'me' },
  { name: 'profile-own', path: () => '/myprofile', token: 'me' },
  { name: 'follow-list', path: () => '/myprofile?followTab=followers', token: 'me' },
  { name: 'settings', path: () => '/settings', token: 'me' },
  { name: 'settings-password', path: () => '/settings?section=password', token: 'me' },
  { name: 'settings-two-factor', path: () => '/settings?section=two-factor', token: 'me' },
  { name: 'settings-sessions', path: () => '/settings?section=sessions', token: 'me' },
  { name: 'settings-account-standing', path: () => '/settings?section=account-standing', token: 'me' },
  { name: 'settings-visibility', path: () => '/settings?section=visibility', token: 'me' },
  { name: 'settings-block', path: () => '/settings?section=mute-block', token: 'me' },
  { name: 'settings-muted-words', path: () => '/settings?section=muted-words', token: 'me' },
  { name: 'settings-delete', path: () => '/settings?section=delete-account', token: 'me' },
  { name: 'settings-language', path: () => '/settings?section=language', token: 'me' },
  { name: 'settings-calendar', path: () => '/settings?section=calendar', token: 'me' },
  { name: 'universities', path: () => '/universities', token: 'me' },
  { name: 'universities-popular', path: () => '/universities?tab=popular', token: 'me' },
  { name: 'universities-all', path: () => '/universities?tab=all', token: 'me' },
  { name: 'university', path: (w) => `/universities/${w.universityId}?section=events`, token: 'me' },
  { name: 'event', path: (w) => `/events/${w.eventId}`, token: 'me' },
  { name: 'event-check-in', path: (w) => `/events/${w.eventId}/check-in`, token: 'admin' },
  { name: 'announcement', path: (w) => `/academics/${w.announcementId}`, token: 'me' },
  // Issue 17: what the university's administrators see: its faculties, its members directory, and an
  // announcement with whom it reached.
  {
    name: 'university-faculties',
    path: (w) => `/universities/${w.universityId}?section=faculties`,
    token: 'admin',
  },
  {
    name: 'university-directory',
    path: (w) => `/universities/${w.universityId}?section=members`,
    token: 'admin',
  },
  { name: 'announcement-manager', path: (w) => `/academics/${w.announcementId}`, token: 'admin' },
  { name: 'bookmarks', path: () => '/bookmarks', token: 'me' },
  { name: 'communities', path: () => '/communities', token: 'me' },
  { name: 'communities-mine', path: () => '/communities?tab=mine', token: 'me' },
  { name: 'community', path: (w) => `/communities/${w.communityId}`, token: 'me' },
  { name: 'community-members', path: (w) => `/communities/${w.communityId}?tab=members`, token: 'me' },
  { name: 'community-requests', path: (w) => `/communities/${w.communityId}?tab=requests`, token: 'me' },
  { name: 'community-log', path: (w) => `/communities/${w.communityId}?tab=log`, token: 'me' },
  { name: 'notifications', path: () => '/notifications', token: 'me' },
  { name: 'notifications-read', path: () => '/notifications?tab=read', token: 'me' },
  { name: 'settings-notification-filters', path: () => '/settings?section=filters', token: 'me' },
  { name: 'settings-notification-preferences', path: () => '/settings?section=preferences', token: 'me' },
  { name: 'messages', path: () => '/messages', token: 'me' },
  { name: 'messages-chat', path: (w) => `/messages/${w.chatId}`, token: 'me' },
  {
    name: 'chat-widget',
    path: () => '/home',
    token: 'me',
    prepare: (page) => page.getByRole('button', { name: /^(Messages|Mesajlar)/ }).click(),
  },
  { name: 'settings-direct-messages', path: () => '/settings?section=direct-messages', token: 'me' },
  { name: 'admin', path: () => '/admin', token: 'admin' },
  { name: 'admin-reports', path: () => '/admin?tab=reports', token: 'admin' },
  { name: 'admin-log', path: () => '/admin?tab=log', token: 'admin' },
  { name: 'not-found', path: () => '/no-such-screen', token: 'me' },
]

/** The screens in parts, each part a test of its own, so that a test stays within two minutes. */
const PART_SIZE = 12
const PARTS = Array.from({ length: Math.ceil(SCREENS.length / PART_SIZE) }, (_, i) =>
  SCREENS.slice(i * PART_SIZE, (i + 1) * PART_SIZE),
)

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  // Skeletons and spinners gone: the screen shows its content.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined)
}

describe('every screen in both themes and languages', () => {
  beforeAll(async () => {
    world = await makeSweepWorld()
  })
  afterAll(closeBrowser)

  for (const combo of COMBOS) {
    for (const [part, screens] of PARTS.entries()) {
      it(`has no serious or critical axe violation and no overflow at 390 px (${combo.locale}, ${combo.theme}, part ${part + 1} of ${PARTS.length})`, async () => {
        const problems: string[] = []
        const contexts = new Map<string, Awaited<ReturnType<typeof newContext>>>()
        const pageFor = async (token: Token) => {
          let context = contexts.get(token)
          if (!context) {
            context = await newContext({ locale: combo.locale, theme: combo.theme })
            contexts.set(token, context)
          }
          if (token === 'none') return context.newPage()
          const tokens = { me: world.me.token, unverified: world.unverifiedToken, admin: world.adminToken }
          return signedInPage(context, tokens[token])
        }
        try {
          for (const screen of screens) {
            const page = await pageFor(screen.token)
            await page.goto(screen.path(world))
            await settle(page)
            if (screen.prepare) {
              await screen.prepare(page)
              await settle(page)
            }
            const axe = await new AxeBuilder({ page })
              // axe's whole WCAG 2.1 A and AA set, with the one rule it ships switched off: an
              // accessible name holds the visible text (2.5.3).
              .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
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
            // The phone check in the light theme only: a theme changes colours, never a width, and the
            // language (the longer Turkish words) is what overflows. Axe above runs in all four pairs.
            if (combo.theme === 'light') {
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
              if (overflow.length > 0)
                problems.push(`${screen.name} at 390 px overflows: ${overflow.join(', ')}`)
              if (combo.locale === 'tr') {
                await screenshot(page, `sweep-${screen.name}-390-tr-light`, { fullPage: false })
              }
            }
            await page.close()
          }
        } finally {
          for (const context of contexts.values()) await context.close()
        }
        expect(problems).toEqual([])
        // Twelve screens, each checked twice (1440 px and 390 px): about a minute, more than the default.
      }, 120_000)
    }
  }
})
