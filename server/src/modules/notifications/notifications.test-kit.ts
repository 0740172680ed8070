import type { Notification, NotificationFilter } from '@agora/contract'
import { vi } from 'vitest'
import { type SignedInUser, send } from '../../../test/users.ts'
import type { App } from '../../app.ts'

/** Helpers of the notifications tests: the lists and counts as the web app reads them. */

export async function listOf(
  app: App,
  user: SignedInUser,
  filter: NotificationFilter = 'new',
  query = '',
): Promise<Notification[]> {
  const res = await send(app, user.token, 'GET', `/api/notifications/?filter_type=${filter}${query}`)
  if (res.statusCode !== 200) throw new Error(`listing failed: ${res.statusCode} ${res.body}`)
  return res.json() as Notification[]
}

export async function unreadOf(app: App, user: SignedInUser): Promise<number> {
  const res = await send(app, user.token, 'GET', '/api/notifications/unread-count')
  return (res.json() as { unread_count: number }).unread_count
}

/**
 * Waits until the listeners (which run after the request's commit) have settled on the expected list;
 * fails after two seconds with the last list seen.
 */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read()
      if (!check(value)) throw new Error(`not yet: ${JSON.stringify(value)}`)
      return value
    },
    { timeout: 2000, interval: 20 },
  )
}

/** Lets listeners in flight finish, for tests that assert that nothing arrives. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

export const typesOf = (list: Notification[]) => list.map((n) => n.notification_type)
