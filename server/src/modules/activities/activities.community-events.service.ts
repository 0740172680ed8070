import type { Event } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { listEventsOf } from './activities.events.repository.ts'
import { addEvent, presentEvents } from './activities.events.service.ts'
import { type ActivityBody, newCommunityEventFields } from './activities.input.ts'
import { requireCommunity, requireUniversity } from './activities.parents.ts'
import { canAddToCommunity } from './activities.policy.ts'
import { actorOf } from './activities.presenter.ts'

/** A community's events (spec 001 section 7 "Communities"): its list and adding one. */

type Body = typeof ActivityBody._output

/** GET /communities/{id}/events: readable by every verified user, as the community is. */
export async function listCommunityEvents(
  ctx: ServiceContext,
  viewer: Viewer,
  communityId: number,
  page: { skip: number; limit: number },
): Promise<Event[]> {
  await requireCommunity(ctx.db, communityId, viewer.id)
  const rows = await listEventsOf(ctx.db, viewer.id, { communityId }, page, ctx.clock())
  return presentEvents(ctx, viewer, rows)
}

/**
 * POST /communities/{id}/events: a site admin, or the community's ComAdmin or ComMod. Dates are in
 * the time zone of the community's university.
 */
export async function createCommunityEvent(
  ctx: ServiceContext,
  viewer: Viewer,
  communityId: number,
  body: Body,
): Promise<Event> {
  const community = await requireCommunity(ctx.db, communityId, viewer.id)
  if (!canAddToCommunity(actorOf(viewer), community.viewerRole)) throw forbidden('cannot_moderate')
  const fields = newCommunityEventFields(body)
  const { timeZone } = await requireUniversity(ctx.db, community.universityId)
  return addEvent(ctx, viewer, { communityId }, fields, timeZone)
}
