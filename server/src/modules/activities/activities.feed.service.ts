import type { Announcement, Event } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { findAnnouncements } from './activities.announcements.repository.ts'
import { presentAnnouncements } from './activities.announcements.service.ts'
import { findEvents } from './activities.events.repository.ts'
import { presentEvents } from './activities.events.service.ts'

export interface ActivityItems {
  event: Map<number, Event>
  academic: Map<number, Announcement>
}

/**
 * Events and announcements by id as the viewer sees them (For You's items of those kinds), keyed by
 * id; a deleted one is simply absent.
 */
export async function loadActivities(
  ctx: ServiceContext,
  viewer: Viewer,
  ids: { event: number[]; academic: number[] },
): Promise<ActivityItems> {
  const [eventRows, announcementRows] = [
    await findEvents(ctx.db, viewer.id, ids.event),
    await findAnnouncements(ctx.db, viewer.id, ids.academic),
  ]
  const [events, announcements] = [
    await presentEvents(ctx, viewer, eventRows),
    await presentAnnouncements(ctx, viewer, announcementRows),
  ]
  return {
    event: new Map(events.map((e) => [e.id, e])),
    academic: new Map(announcements.map((a) => [a.id, a])),
  }
}
