import type { Announcement } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { conflict, forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { affiliationOf } from '../users/index.ts'
import {
  findAnnouncement,
  insertAck,
  lockAnnouncement,
  updateAnnouncement,
} from './activities.announcements.repository.ts'
import { getAnnouncement } from './activities.announcements.service.ts'
import { audienceOf, inAudience } from './activities.audience.ts'
import { publishActivityEvent } from './activities.events.ts'
import { canAcknowledge, canManage, canRemind } from './activities.policy.ts'
import { actorOf } from './activities.presenter.ts'

/** Confirming an announcement and the one reminder to those who have not (issue 17). */

/** POST /universities/{u}/academics/{id}/acknowledge: once; a repeat answers it as it is. */
export async function acknowledgeAnnouncement(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  id: number,
): Promise<Announcement> {
  const row = await findAnnouncement(ctx.db, viewer.id, id)
  if (!row || row.universityId !== universityId) throw notFound('announcement_not_found')
  if (row.acknowledgedAt === null) {
    const member = await affiliationOf(ctx.db, viewer.id)
    const targeted = inAudience(audienceOf(row), row.universityId, member)
    if (!canAcknowledge(actorOf(viewer), row, targeted, false)) throw forbidden('cannot_acknowledge')
    await insertAck(ctx.db, viewer.id, id, ctx.clock())
  }
  return getAnnouncement(ctx, viewer, id, universityId)
}

/**
 * POST /universities/{u}/academics/{id}/remind: its managers, once (409 after); the notifications
 * module tells those it is for who have not confirmed.
 */
export async function remindAnnouncement(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  id: number,
): Promise<Announcement> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockAnnouncement(tx, id)
    if (!current || current.universityId !== universityId) throw notFound('announcement_not_found')
    const actor = actorOf(viewer)
    if (current.remindedAt !== null && canManage(actor, { universityId, communityId: null }, null)) {
      throw conflict('already_reminded')
    }
    if (!canRemind(actor, current)) throw forbidden('cannot_remind')
    await updateAnnouncement(tx, id, { remindedAt: ctx.clock() })
  })
  await publishActivityEvent(ctx, {
    type: 'announcement.reminded',
    announcement_id: id,
    actor_id: viewer.id,
    university_id: universityId,
  })
  return getAnnouncement(ctx, viewer, id, universityId)
}
