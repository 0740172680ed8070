import type { Notification, NotificationFilter } from '@agora/contract'
import { as } from '../../../test/client.ts'
import type { SignedInUser } from '../../../test/users.ts'
import type { App } from '../../app.ts'

/** Helpers of the notifications tests: the lists and counts as the web app reads them. */

export async function listOf(
  app: App,
  user: SignedInUser,
  filter: NotificationFilter = 'new',
  query = '',
): Promise<Notification[]> {
  const res = await as(app, user.token).get(`/api/notifications/?filter_type=${filter}${query}`)
  if (res.statusCode !== 200) throw new Error(`listing failed: ${res.statusCode} ${res.body}`)
  return res.json() as Notification[]
}

export async function unreadOf(app: App, user: SignedInUser): Promise<number> {
  const res = await as(app, user.token).get('/api/notifications/unread-count')
  return (res.json() as { unread_count: number }).unread_count
}

/** Listeners run after the request's commit: wait for them with the shared helpers. */
export { eventually, settle } from '../../../test/eventually.ts'

export const typesOf = (list: Notification[]) => list.map((n) => n.notification_type)
