import { type ActivityEvent, announcementTitleOf, audienceIdsSubquery } from '../activities/index.ts'
import { communityMemberIdsSubquery } from '../communities/index.ts'
import { universityMemberIdsSubquery } from '../users/index.ts'
import { fanOut, pushCounts } from './notifications.delivery.ts'
import { withdrawByTarget } from './notifications.repository.ts'
import { type Handler, type NotificationRule, on } from './notifications.rule.ts'
import { notifyEventSpot } from './notifications.system.ts'

const onEventCreated: Handler<
  Extract<ActivityEvent, { event_id: number; university_id: number | null }>
> = async (ctx, e) => {
  const recipients =
    e.community_id !== null
      ? communityMemberIdsSubquery(e.community_id)
      : e.university_id !== null
        ? universityMemberIdsSubquery(e.university_id)
        : null
  if (!recipients) return
  await fanOut(
    ctx,
    `event:${e.event_id}`,
    {
      type: 'event',
      actorId: e.actor_id,
      eventId: e.event_id,
      communityId: e.community_id,
      dedupKey: `event:${e.event_id}`,
    },
    recipients,
  )
}

/** A new announcement: those it is for (issue 17: the whole university, or its chosen audience). */
const onAnnouncementCreated: Handler<
  Extract<ActivityEvent, { announcement_id: number; university_id: number }>
> = async (ctx, e) => {
  await fanOut(
    ctx,
    `announcement:${e.announcement_id}`,
    {
      type: 'announcement',
      actorId: e.actor_id,
      announcementId: e.announcement_id,
      dedupKey: `announcement:${e.announcement_id}`,
    },
    audienceIdsSubquery(e.announcement_id),
  )
}

/** The one reminder: from the university itself, to those it is for who have not confirmed it. */
const onAnnouncementReminded: Handler<
  Extract<ActivityEvent, { announcement_id: number; university_id: number }>
> = async (ctx, e) => {
  await fanOut(
    ctx,
    `announcement_reminder:${e.announcement_id}`,
    {
      type: 'announcement_reminder',
      actorId: null,
      announcementId: e.announcement_id,
      content: announcementTitleOf(e.announcement_id),
      dedupKey: `announcement_reminder:${e.announcement_id}`,
    },
    audienceIdsSubquery(e.announcement_id, { unacknowledged: true }),
  )
}

/** The activities module's events: new events and announcements fan out; deleted ones withdraw. */
export const activityRules: readonly NotificationRule[] = [
  on('event.created', onEventCreated),
  on<{ event_id: number }>('event.deleted', async (ctx, e) =>
    pushCounts(ctx, await withdrawByTarget(ctx.db, 'event_id', e.event_id)),
  ),
  on('event.spot_opened', notifyEventSpot),
  on('announcement.created', onAnnouncementCreated),
  on('announcement.reminded', onAnnouncementReminded),
  on<{ announcement_id: number }>('announcement.deleted', async (ctx, e) =>
    pushCounts(ctx, await withdrawByTarget(ctx.db, 'announcement_id', e.announcement_id)),
  ),
]
