import type { Event } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import type { UniversityRecord } from '../universities/index.ts'
import { fillFromWaitlist, type Promotion } from './activities.attendance.repository.ts'
import { publishPromotions } from './activities.attendance.service.ts'
import { zonedInstant } from './activities.dates.ts'
import {
  type EventRow,
  findEvent,
  insertEvent,
  listEventsOf,
  lockEvent,
  updateEvent,
} from './activities.events.repository.ts'
import { publishActivityEvent } from './activities.events.ts'
import { type ActivityBody, type EventFields, editedEventFields, newEventFields } from './activities.input.ts'
import {
  communityRoleOf,
  type ParentPath,
  parentsOf,
  reachedUnder,
  requireUniversity,
} from './activities.parents.ts'
import { canAddToUniversity, canManage } from './activities.policy.ts'
import { actorOf, presentEvent } from './activities.presenter.ts'

/** Events: reading, adding, editing and deleting (spec 000 section 7, spec 001 section 7). */

type Body = typeof ActivityBody._output
interface Page {
  skip: number
  limit: number
}

export async function presentEvents(
  ctx: ServiceContext,
  viewer: Viewer,
  rows: EventRow[],
  university?: UniversityRecord,
): Promise<Event[]> {
  const parents = await parentsOf(ctx.db, viewer.id, rows, university)
  return rows.map((row) => presentEvent(row, viewer, parents))
}

/** GET /events/{id}, and the item of every call under a parent path (404 under another parent). */
export async function getEvent(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  path?: ParentPath,
): Promise<Event> {
  const row = await findEvent(ctx.db, viewer.id, id)
  if (!row || (path && !reachedUnder(path, row))) throw notFound('event_not_found')
  const [event] = await presentEvents(ctx, viewer, [row])
  return event!
}

export async function listUniversityEvents(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  page: Page,
) {
  const university = await requireUniversity(ctx.db, universityId)
  const rows = await listEventsOf(ctx.db, viewer.id, { universityId }, page, ctx.clock())
  return presentEvents(ctx, viewer, rows, university)
}

/** POST /universities/{id}/events: a site admin or that university's UniAdmin. */
export async function createEvent(ctx: ServiceContext, viewer: Viewer, universityId: number, body: Body) {
  const university = await requireUniversity(ctx.db, universityId)
  if (!canAddToUniversity(actorOf(viewer), universityId)) throw forbidden('cannot_add_content')
  return addEvent(ctx, viewer, { universityId }, newEventFields(body), university.timeZone)
}

/** Inserts a new event under its parent (dates in `timeZone`), publishes event.created, answers it. */
export async function addEvent(
  ctx: ServiceContext,
  viewer: Viewer,
  parent: { universityId: number } | { communityId: number },
  fields: EventFields,
  timeZone: string,
): Promise<Event> {
  const now = ctx.clock()
  const row = await insertEvent(ctx.db, {
    ...parent,
    createdBy: viewer.id,
    title: fields.title,
    description: fields.description,
    date: fields.date,
    time: fields.time,
    location: fields.location,
    capacity: fields.capacity,
    timeZone,
    startsAt: zonedInstant(fields.date, fields.time, timeZone),
    createdAt: now,
    updatedAt: now,
  })
  await publishActivityEvent(ctx, {
    type: 'event.created',
    event_id: row.id,
    actor_id: viewer.id,
    university_id: 'universityId' in parent ? parent.universityId : null,
    community_id: 'communityId' in parent ? parent.communityId : null,
  })
  return getEvent(ctx, viewer, row.id)
}

/**
 * Takes the event for a change under its row lock, after the rule of spec 000 section 6; answers the
 * banner it had, for the caller to remove once the change is committed.
 */
async function changeEvent(
  ctx: ServiceContext,
  viewer: Viewer,
  path: ParentPath,
  id: number,
  change: (current: NonNullable<Awaited<ReturnType<typeof lockEvent>>>) => Parameters<typeof updateEvent>[2],
): Promise<{
  previousBanner: string | null
  universityId: number | null
  communityId: number | null
  authorId: number
  promoted: Promotion[]
}> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockEvent(tx, id)
    if (!current || !reachedUnder(path, current)) throw notFound('event_not_found')
    const role =
      current.communityId === null ? null : await communityRoleOf(tx, current.communityId, viewer.id)
    if (!canManage(actorOf(viewer), current, role)) throw forbidden('cannot_manage_activity')
    const values = change(current)
    await updateEvent(tx, id, { ...values, sequence: current.sequence + 1, updatedAt: ctx.clock() })
    // A capacity raised or removed lets the first people waiting in (issue 17); lowered, bumps no one.
    const promoted = values.capacity === undefined ? [] : await fillFromWaitlist(tx, id, ctx.clock())
    return {
      previousBanner: current.bannerUrl,
      universityId: current.universityId,
      communityId: current.communityId,
      authorId: current.createdBy,
      promoted,
    }
  })
}

async function dropBanner(ctx: ServiceContext, previous: string | null, kept: string | null) {
  if (previous && previous !== kept) {
    await ctx.media
      .remove(previous)
      .catch((err: unknown) => ctx.log.error({ err }, 'removing a banner failed'))
  }
}

/** PUT: title and date required; time and location optional; `banner_url: null` removes the banner. */
export async function editEvent(
  ctx: ServiceContext,
  viewer: Viewer,
  path: ParentPath,
  id: number,
  body: Body,
) {
  let kept: string | null = null
  const done = await changeEvent(ctx, viewer, path, id, (current) => {
    const fields = editedEventFields(body, current)
    kept = fields.removeBanner ? null : current.bannerUrl
    return {
      title: fields.title,
      description: fields.description,
      date: fields.date,
      time: fields.time,
      location: fields.location,
      capacity: fields.capacity,
      bannerUrl: kept,
      startsAt: zonedInstant(fields.date, fields.time, current.timeZone),
      edited: true,
    }
  })
  await dropBanner(ctx, done.previousBanner, kept)
  await publishPromotions(ctx, id, done.authorId, done.promoted)
  await publishActivityEvent(ctx, {
    type: 'event.updated',
    event_id: id,
    actor_id: viewer.id,
    university_id: done.universityId,
    community_id: done.communityId,
  })
  return getEvent(ctx, viewer, id)
}

/** DELETE: soft (the calendar feed carries the cancellation); its banner is removed. */
export async function deleteEvent(ctx: ServiceContext, viewer: Viewer, path: ParentPath, id: number) {
  const done = await changeEvent(ctx, viewer, path, id, () => ({ deletedAt: ctx.clock(), bannerUrl: null }))
  await dropBanner(ctx, done.previousBanner, null)
  await publishActivityEvent(ctx, {
    type: 'event.deleted',
    event_id: id,
    actor_id: viewer.id,
    university_id: done.universityId,
    community_id: done.communityId,
  })
}

/** POST .../upload-banner: the image is stored first, then set; the old one goes after the commit. */
export async function setEventBanner(
  ctx: ServiceContext,
  viewer: Viewer,
  path: ParentPath,
  id: number,
  image: { bytes: Buffer; ext: string },
): Promise<string> {
  const stored = await ctx.media.save(image.bytes, image.ext)
  try {
    const done = await changeEvent(ctx, viewer, path, id, () => ({ bannerUrl: stored }))
    await dropBanner(ctx, done.previousBanner, stored)
  } catch (err) {
    await ctx.media.remove(stored).catch(() => {})
    throw err
  }
  return stored
}
