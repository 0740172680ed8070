import { exportSections } from '../../platform/contributions/export-sections.ts'
import { reportTargets } from '../../platform/contributions/report-targets.ts'
import type { AppModule } from '../../platform/module.ts'
import { activityHomePort } from '../posts/index.ts'
import { attendedEventsPort } from '../users/index.ts'
import { announcementAckRoutes } from './activities.acks.routes.ts'
import { calendarRoutes } from './activities.calendar.routes.ts'
import { checkInRoutes } from './activities.check-in.routes.ts'
import { countAttendedBy } from './activities.events.repository.ts'
import { activitiesExportSection } from './activities.export.ts'
import { activityHomeOf } from './activities.home.ts'
import { activityReadRoutes } from './activities.reads.routes.ts'
import { announcementReportTarget, eventReportTarget } from './activities.report-targets.ts'
import { activityItemRoutes } from './activities.routes.ts'

/**
 * The activities module's face (docs/modules.md): events (of a university or a community) and
 * academic announcements (of a university), with their likes, saves, attendance and comments. It owns
 * the tables of db/schema/activities.ts; comments are posts (the posts module's face writes them).
 */
export const activitiesModule: AppModule = {
  name: 'activities',
  async register(api, ctx) {
    // The profile's attended-events count: the users module asks without knowing these tables.
    ctx.ports.provide(attendedEventsPort, countAttendedBy)
    // Where an item's comments live (issue 30): its community's ban and staff, its university's UniAdmins.
    ctx.ports.provide(activityHomePort, activityHomeOf)
    // What moderation gathers from every module: a reported event or announcement.
    ctx.ports.contribute(reportTargets, 'event', eventReportTarget)
    ctx.ports.contribute(reportTargets, 'announcement', announcementReportTarget)
    // What the data export gathers from every module: the events a person attends.
    ctx.ports.contribute(exportSections, 'activities', activitiesExportSection)
    await api.register(activityReadRoutes(ctx))
    await api.register(activityItemRoutes(ctx))
    await api.register(calendarRoutes(ctx))
    await api.register(announcementAckRoutes(ctx))
    await api.register(checkInRoutes(ctx))
  },
}

// For the notifications module: who published an event or announcement, an event's title, and whom an
// announcement is for (issue 17: all of them, or those who have not confirmed it), as SQL.
export { audienceIdsSubquery } from './activities.audience.ts'
// The mail digest's upcoming events of a university (issue 31).
export { type DigestEvent, findUpcomingDigestEvents } from './activities.digest.ts'
export type { ActivityEvent } from './activities.events.ts'
// For You's events and announcements: the feed module ranks them with the posts.
export {
  type ActivityCandidate,
  findActivityCandidates,
  findNewestActivityIds,
} from './activities.feed.repository.ts'
export { type ActivityItems, loadActivities } from './activities.feed.service.ts'
export { activityAuthorSubquery, announcementTitleOf, eventTitleOf } from './activities.fragments.ts'
// Seeds (demo:seed, tests).
export {
  countEventsOf,
  latestActivitiesForSeed,
  type SeedAnnouncement,
  type SeedEvent,
  seedAnnouncement,
  seedEvent,
  seedMark,
} from './activities.seed.ts'
