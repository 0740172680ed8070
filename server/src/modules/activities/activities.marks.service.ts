import type { Announcement, Event, Post } from '@agora/contract'
import { eventSaves } from '../../db/schema/activities.ts'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import type { MediaForm } from '../../platform/uploads.ts'
import { memberCommunityIds } from '../communities/index.ts'
import { createActivityComment, listActivityComments } from '../posts/index.ts'
import { canSeeProfile, canViewPosts, findRelation } from '../users/index.ts'
import { findAnnouncement, listSavedAnnouncements } from './activities.announcements.repository.ts'
import { getAnnouncement, presentAnnouncements } from './activities.announcements.service.ts'
import { publishAttendance, setAttendance } from './activities.attendance.service.ts'
import { findEvent, listAttendedBy, listMarkedBy, listUpcoming } from './activities.events.repository.ts'
import { getEvent, presentEvents } from './activities.events.service.ts'
import { publishActivityEvent } from './activities.events.ts'
import { type ParentPath, reachedUnder } from './activities.parents.ts'
import { canInteract } from './activities.policy.ts'
import { actorOf } from './activities.presenter.ts'
import { type Kind, setMark, type Toggle } from './activities.toggles.repository.ts'

/** What people do with events and announcements: like, save, attend, comment; and their own lists. */

interface Page {
  skip: number
  limit: number
}

/**
 * The item reached by a call, checked against its path (404 like a missing one): its row only, since
 * the answer is read after the change.
 */
async function reach(ctx: ServiceContext, viewer: Viewer, kind: Kind, path: ParentPath, id: number) {
  if (kind === 'event') {
    const row = await findEvent(ctx.db, viewer.id, id)
    if (!row || !reachedUnder(path, row)) throw notFound('event_not_found')
    return { id: row.id, authorId: row.createdBy }
  }
  const row = await findAnnouncement(ctx.db, viewer.id, id)
  if (!row || !('universityId' in path) || row.universityId !== path.universityId) {
    throw notFound('announcement_not_found')
  }
  return { id: row.id, authorId: row.createdBy }
}

const TOGGLED = {
  event: { like: 'event.liked', save: 'event.saved', attend: 'event.attended' },
  announcement: { like: 'announcement.liked', save: 'announcement.saved' },
} as const

/** POST sets, DELETE unsets; repeating changes nothing; answers the item as it now is. */
export async function setActivityMark(
  ctx: ServiceContext,
  viewer: Viewer,
  kind: Kind,
  path: ParentPath,
  id: number,
  toggle: Toggle,
  on: boolean,
): Promise<Event | Announcement> {
  const item = await reach(ctx, viewer, kind, path, id)
  if (!canInteract(actorOf(viewer))) throw forbidden('email_not_verified')
  if (kind === 'event' && toggle === 'attend') {
    const change = await setAttendance(ctx, viewer.id, id, on)
    await publishAttendance(ctx, id, item.authorId, viewer.id, change)
    return getEvent(ctx, viewer, id)
  }
  const changed = await ctx.db.transaction((tx) => setMark(tx, kind, toggle, viewer.id, id, on))
  if (changed && on) {
    const type = (TOGGLED[kind] as Record<string, string>)[toggle]!
    const target = kind === 'event' ? { event_id: id } : { announcement_id: id }
    await publishActivityEvent(ctx, {
      type,
      ...target,
      actor_id: viewer.id,
      author_id: item.authorId,
    } as never)
  }
  return kind === 'event' ? getEvent(ctx, viewer, id) : getAnnouncement(ctx, viewer, id)
}

export async function listComments(
  ctx: ServiceContext,
  viewer: Viewer,
  kind: Kind,
  path: ParentPath,
  id: number,
) {
  await reach(ctx, viewer, kind, path, id)
  return listActivityComments(ctx, viewer, { kind, id })
}

export async function addComment(
  ctx: ServiceContext,
  viewer: Viewer,
  kind: Kind,
  path: ParentPath,
  id: number,
  form: MediaForm,
): Promise<Post> {
  await reach(ctx, viewer, kind, path, id)
  return createActivityComment(ctx, viewer, { kind, id }, form)
}

/** GET /universities/upcoming-events. */
export async function upcomingEvents(ctx: ServiceContext, viewer: Viewer, limit: number) {
  return presentEvents(
    ctx,
    viewer,
    await listUpcoming(
      ctx.db,
      viewer.id,
      { universityId: viewer.universityId, communityIds: await memberCommunityIds(ctx.db, viewer.id) },
      limit,
      ctx.clock(),
    ),
  )
}

/**
 * GET /users/{id}/attended-events: closed exactly when the person's posts tabs are (403). Where the
 * event's check-in was used, only those who checked in attended (issue 17; listAttendedBy).
 */
export async function attendedEvents(ctx: ServiceContext, viewer: Viewer, userId: number, page: Page) {
  const relation = await findRelation(ctx.db, viewer.id, userId)
  if (!canSeeProfile(relation)) throw notFound('user_not_found')
  if (!canViewPosts(relation)) throw forbidden('account_private')
  return presentEvents(ctx, viewer, await listAttendedBy(ctx.db, viewer.id, userId, page))
}

export async function savedEvents(ctx: ServiceContext, viewer: Viewer, page: Page) {
  return presentEvents(ctx, viewer, await listMarkedBy(ctx.db, viewer.id, eventSaves, viewer.id, page))
}

export async function savedAnnouncements(ctx: ServiceContext, viewer: Viewer, page: Page) {
  return presentAnnouncements(ctx, viewer, await listSavedAnnouncements(ctx.db, viewer.id, page))
}
