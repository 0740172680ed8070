import type { Announcement } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  type AnnouncementRecord,
  type AnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncementsOf,
  lockAnnouncement,
  updateAnnouncement,
} from './activities.announcements.repository.ts'
import { publishActivityEvent } from './activities.events.ts'
import { type ActivityBody, editedAnnouncementFields, newAnnouncementFields } from './activities.input.ts'
import { parentsOf, requireUniversity } from './activities.parents.ts'
import { canAddToUniversity, canManage } from './activities.policy.ts'
import { actorOf, presentAnnouncement } from './activities.presenter.ts'

/** Academic announcements: reading, adding, editing and deleting (spec 000 section 7). */

type Body = typeof ActivityBody._output

export async function presentAnnouncements(
  ctx: ServiceContext,
  viewer: Viewer,
  rows: AnnouncementRow[],
): Promise<Announcement[]> {
  const parents = await parentsOf(ctx.db, viewer.id, rows)
  return rows.map((row) => presentAnnouncement(row, viewer, parents))
}

/** GET /academics/{id}, and the item of the calls under /universities/{u}/academics/{id}. */
export async function getAnnouncement(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  universityId?: number,
) {
  const row = await findAnnouncement(ctx.db, viewer.id, id)
  if (!row || (universityId !== undefined && row.universityId !== universityId)) {
    throw notFound('announcement_not_found')
  }
  const [announcement] = await presentAnnouncements(ctx, viewer, [row])
  return announcement!
}

export async function listUniversityAnnouncements(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  page: { skip: number; limit: number },
) {
  await requireUniversity(ctx.db, universityId)
  return presentAnnouncements(ctx, viewer, await listAnnouncementsOf(ctx.db, viewer.id, universityId, page))
}

export async function createAnnouncement(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  body: Body,
) {
  const university = await requireUniversity(ctx.db, universityId)
  if (!canAddToUniversity(actorOf(viewer), universityId)) throw forbidden('cannot_add_content')
  const fields = newAnnouncementFields(body)
  const now = ctx.clock()
  const row = await insertAnnouncement(ctx.db, {
    universityId,
    createdBy: viewer.id,
    title: fields.title,
    content: fields.content,
    date: fields.date,
    timeZone: university.timeZone,
    createdAt: now,
    updatedAt: now,
  })
  await publishActivityEvent(ctx, {
    type: 'announcement.created',
    announcement_id: row.id,
    actor_id: viewer.id,
    university_id: universityId,
  })
  return getAnnouncement(ctx, viewer, row.id)
}

async function changeAnnouncement(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  id: number,
  change: (current: AnnouncementRecord) => Parameters<typeof updateAnnouncement>[2],
): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockAnnouncement(tx, id)
    if (!current || current.universityId !== universityId) throw notFound('announcement_not_found')
    const parent = { universityId: current.universityId, communityId: null }
    if (!canManage(actorOf(viewer), parent, null)) throw forbidden('cannot_manage_activity')
    await updateAnnouncement(tx, id, {
      ...change(current),
      sequence: current.sequence + 1,
      updatedAt: ctx.clock(),
    })
    return current.bannerUrl
  })
}

async function dropBanner(ctx: ServiceContext, previous: string | null, kept: string | null) {
  if (previous && previous !== kept) {
    await ctx.media
      .remove(previous)
      .catch((err: unknown) => ctx.log.error({ err }, 'removing a banner failed'))
  }
}

export async function editAnnouncement(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  id: number,
  body: Body,
) {
  let kept: string | null = null
  const previous = await changeAnnouncement(ctx, viewer, universityId, id, (current) => {
    const fields = editedAnnouncementFields(body, current)
    kept = fields.removeBanner ? null : current.bannerUrl
    return { title: fields.title, content: fields.content, date: fields.date, bannerUrl: kept, edited: true }
  })
  await dropBanner(ctx, previous, kept)
  await publishActivityEvent(ctx, {
    type: 'announcement.updated',
    announcement_id: id,
    actor_id: viewer.id,
    university_id: universityId,
  })
  return getAnnouncement(ctx, viewer, id)
}

export async function deleteAnnouncement(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  id: number,
) {
  const previous = await changeAnnouncement(ctx, viewer, universityId, id, () => ({
    deletedAt: ctx.clock(),
    bannerUrl: null,
  }))
  await dropBanner(ctx, previous, null)
  await publishActivityEvent(ctx, {
    type: 'announcement.deleted',
    announcement_id: id,
    actor_id: viewer.id,
    university_id: universityId,
  })
}

export async function setAnnouncementBanner(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  id: number,
  image: { bytes: Buffer; ext: string },
): Promise<string> {
  const stored = await ctx.media.save(image.bytes, image.ext)
  try {
    const previous = await changeAnnouncement(ctx, viewer, universityId, id, () => ({ bannerUrl: stored }))
    await dropBanner(ctx, previous, stored)
  } catch (err) {
    await ctx.media.remove(stored).catch(() => {})
    throw err
  }
  return stored
}
