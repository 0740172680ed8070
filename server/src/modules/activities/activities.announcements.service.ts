import type { AckStats, Announcement } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, invalidField, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { affiliationNamesOf, type UniversityRecord, unitsOfUniversity } from '../universities/index.ts'
import { affiliationOf } from '../users/index.ts'
import {
  type AnnouncementRecord,
  type AnnouncementRow,
  ackCounts,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncementsOf,
  lockAnnouncement,
  updateAnnouncement,
} from './activities.announcements.repository.ts'
import { checkAudience } from './activities.audience.input.ts'
import {
  type Audience,
  audienceIdsSubquery,
  audienceOf,
  isWholeUniversity,
  type Member,
} from './activities.audience.ts'
import { publishActivityEvent } from './activities.events.ts'
import {
  type ActivityBody,
  type AnnouncementFields,
  editedAnnouncementFields,
  newAnnouncementFields,
} from './activities.input.ts'
import { parentsOf, requireUniversity } from './activities.parents.ts'
import { canAddToUniversity, canManage } from './activities.policy.ts'
import { actorOf, presentAnnouncement } from './activities.presenter.ts'

/** Academic announcements: reading, adding, editing and deleting (spec 000 section 7). */

type Body = typeof ActivityBody._output

/**
 * The rows as the viewer sees them (`member`: the viewer's affiliation when the caller read it); `withStats` adds, for those who may manage them, how many they are
 * for and how many confirmed (the item's own page: a count over the members each).
 */
export async function presentAnnouncements(
  ctx: ServiceContext,
  viewer: Viewer,
  rows: AnnouncementRow[],
  {
    withStats = false,
    member: known,
    university,
  }: { withStats?: boolean; member?: Member; university?: UniversityRecord } = {},
): Promise<Announcement[]> {
  if (rows.length === 0) return []
  const targeted = rows.some((row) => !isWholeUniversity(audienceOf(row)))
  const [parents, member, units] = await Promise.all([
    parentsOf(ctx.db, viewer.id, rows, university),
    known ??
      (targeted
        ? affiliationOf(ctx.db, viewer.id)
        : { ...NO_AFFILIATION, universityId: viewer.universityId }),
    affiliationNamesOf(ctx.db, [
      ...rows.flatMap((row) =>
        row.audienceFacultyIds.map((facultyId) => ({ facultyId, departmentId: null })),
      ),
      ...rows.flatMap((row) =>
        row.audienceDepartmentIds.map((departmentId) => ({ facultyId: null, departmentId })),
      ),
    ]),
  ])
  const stats = new Map<number, AckStats>()
  if (withStats) {
    for (const row of rows) {
      if (!canManage(actorOf(viewer), { universityId: row.universityId, communityId: null }, null)) continue
      const counts = await ackCounts(ctx.db, row.id, audienceIdsSubquery(row.id))
      stats.set(row.id, { ...counts, reminded_at: row.remindedAt?.toISOString() ?? null })
    }
  }
  return rows.map((row) =>
    presentAnnouncement(row, viewer, parents, { member, units, stats: stats.get(row.id) ?? null }),
  )
}

const NO_AFFILIATION = { facultyId: null, departmentId: null, studyYear: null }

/** The audience's faculties and departments must be the university's (422 otherwise). */
async function checkUnits(ctx: ServiceContext, universityId: number, audience: Audience | undefined) {
  if (!audience) return
  const found = await unitsOfUniversity(ctx.db, universityId, audience)
  if (
    found.facultyIds.length !== audience.facultyIds.length ||
    found.departmentIds.length !== audience.departmentIds.length
  ) {
    throw invalidField(['body', 'audience'], 'audience_unit_not_found')
  }
}

/** An announcement's targeting fields as columns (only those sent). */
function targetingColumns(fields: AnnouncementFields) {
  return {
    ...(fields.audience
      ? {
          audienceFacultyIds: [...fields.audience.facultyIds],
          audienceDepartmentIds: [...fields.audience.departmentIds],
          audienceYears: [...fields.audience.years],
        }
      : {}),
    ...(fields.requiresAck === undefined ? {} : { requiresAck: fields.requiresAck }),
    ...(fields.deadline === undefined ? {} : { deadline: fields.deadline }),
  }
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
  const [announcement] = await presentAnnouncements(ctx, viewer, [row], { withStats: true })
  return announcement!
}

export async function listUniversityAnnouncements(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  page: { skip: number; limit: number },
) {
  const university = await requireUniversity(ctx.db, universityId)
  const manager = canManage(actorOf(viewer), { universityId, communityId: null }, null)
  const member = manager ? null : await affiliationOf(ctx.db, viewer.id)
  return presentAnnouncements(
    ctx,
    viewer,
    await listAnnouncementsOf(ctx.db, viewer.id, universityId, page, member),
    member ? { member, university } : { university },
  )
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
  await checkUnits(ctx, universityId, fields.audience)
  const now = ctx.clock()
  const row = await insertAnnouncement(ctx.db, {
    universityId,
    createdBy: viewer.id,
    title: fields.title,
    content: fields.content,
    date: fields.date,
    timeZone: university.timeZone,
    ...targetingColumns(fields),
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
  await checkUnits(ctx, universityId, checkAudience(body))
  const previous = await changeAnnouncement(ctx, viewer, universityId, id, (current) => {
    const fields = editedAnnouncementFields(body, current)
    kept = fields.removeBanner ? null : current.bannerUrl
    return {
      title: fields.title,
      content: fields.content,
      date: fields.date,
      bannerUrl: kept,
      ...targetingColumns(fields),
      edited: true,
    }
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
