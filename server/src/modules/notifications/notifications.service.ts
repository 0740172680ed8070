import {
  type CommunityBell,
  type MarkReadResponse,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationListQuery,
  type NotificationSettings,
  type NotificationSettingsPatch,
  type ReadAllResponse,
} from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { getCommunityParent } from '../communities/index.ts'
import { pushCounts } from './notifications.delivery.ts'
import { presentNotification } from './notifications.presenter.ts'
import {
  countUnread,
  findActors,
  findGroups,
  markAllRead,
  markRead,
} from './notifications.reads.repository.ts'
import {
  findSettings,
  hasBell,
  type SettingsRow,
  saveSettings,
  setBell,
} from './notifications.settings.repository.ts'

/** GET /notifications/: the viewer's items, newest first, a group as one item. */
export async function listNotifications(
  ctx: ServiceContext,
  viewer: Viewer,
  q: NotificationListQuery,
): Promise<Notification[]> {
  const groups = await findGroups(
    ctx.db,
    viewer.id,
    { filter: q.filter_type, time: q.time_filter, skip: q.skip, limit: q.limit },
    ctx.clock(),
  )
  const actors = await findActors(ctx.db, [...new Set(groups.flatMap((g) => g.actorIds))])
  return groups.map((g) => presentNotification(g, actors))
}

/**
 * One unread, unfiltered notification as the recipient's list would show it now (alone, not grouped),
 * or null once it is read, withdrawn or hidden: what a push to their devices says (issue 31).
 */
export async function findUnreadNotification(
  ctx: ServiceContext,
  recipientId: number,
  id: number,
): Promise<Notification | null> {
  const [group] = await findGroups(
    ctx.db,
    recipientId,
    { filter: 'new', time: 'all', skip: 0, limit: 1, id },
    ctx.clock(),
  )
  if (!group) return null
  const actors = await findActors(ctx.db, group.actorIds)
  return presentNotification(group, actors)
}

export async function unreadCount(ctx: ServiceContext, viewer: Viewer): Promise<number> {
  return countUnread(ctx.db, viewer.id)
}

/** POST /notifications/{id}/read: the item (and its group) read; another's answers as missing. */
export async function readNotification(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
): Promise<MarkReadResponse> {
  if (!(await markRead(ctx.db, viewer.id, id))) throw notFound('notification_not_found')
  // The viewer's other tabs and devices update their badge.
  await pushCounts(ctx, [viewer.id])
  return { id, is_read: true, unread_count: await countUnread(ctx.db, viewer.id) }
}

export async function readAll(ctx: ServiceContext, viewer: Viewer): Promise<ReadAllResponse> {
  const updated = await markAllRead(ctx.db, viewer.id)
  await pushCounts(ctx, [viewer.id])
  return { updated, unread_count: await countUnread(ctx.db, viewer.id) }
}

export async function getSettings(ctx: ServiceContext, viewer: Viewer): Promise<NotificationSettings> {
  return presentSettings(await findSettings(ctx.db, viewer.id))
}

export async function updateSettings(
  ctx: ServiceContext,
  viewer: Viewer,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  const current = await findSettings(ctx.db, viewer.id)
  const disabled = new Set(current.disabledTypes)
  for (const [type, on] of Object.entries(patch.types ?? {})) {
    if (on) disabled.delete(type as never)
    else disabled.add(type as never)
  }
  const next: SettingsRow = {
    disabledTypes: NOTIFICATION_TYPES.filter((type) => disabled.has(type)),
    filterNotFollowing: patch.filter_not_following ?? current.filterNotFollowing,
    filterNotFollowers: patch.filter_not_followers ?? current.filterNotFollowers,
    filterNewAccounts: patch.filter_new_accounts ?? current.filterNewAccounts,
  }
  await saveSettings(ctx.db, viewer.id, next, ctx.clock())
  return presentSettings(next)
}

function presentSettings(row: SettingsRow): NotificationSettings {
  return {
    types: Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [type, !row.disabledTypes.includes(type)]),
    ) as NotificationSettings['types'],
    filter_not_following: row.filterNotFollowing,
    filter_not_followers: row.filterNotFollowers,
    filter_new_accounts: row.filterNewAccounts,
  }
}

/** GET and PUT /notifications/communities/{id}/bell: only members turn it on; anyone may turn it off. */
export async function getCommunityBell(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
): Promise<CommunityBell> {
  if (!(await getCommunityParent(ctx.db, id, viewer.id))) throw notFound('community_not_found')
  return { community_id: id, enabled: await hasBell(ctx.db, viewer.id, id) }
}

export async function setCommunityBell(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  enabled: boolean,
): Promise<CommunityBell> {
  const community = await getCommunityParent(ctx.db, id, viewer.id)
  if (!community) throw notFound('community_not_found')
  if (enabled && community.viewerRole === null) throw forbidden('not_a_member')
  await setBell(ctx.db, viewer.id, id, enabled)
  return { community_id: id, enabled }
}
