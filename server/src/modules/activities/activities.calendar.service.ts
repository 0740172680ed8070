import ical, { type ICalCalendar, ICalEventStatus } from 'ical-generator'
import type { Viewer } from '../../platform/auth.ts'
import { notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { affiliationOf, findUser } from '../users/index.ts'
import { listedFor } from './activities.audience.ts'
import {
  announcementsForFeed,
  attendedForFeed,
  type CalendarAnnouncement,
  type CalendarEvent,
  ensureFeedToken,
  findEventRecord,
  findFeedOwner,
  resetFeedToken,
} from './activities.calendar.repository.ts'
import { getEvent } from './activities.events.service.ts'

/**
 * The personal calendar feed (RFC 5545, written by ical-generator): the events a person attends and
 * the dates of their university's announcements. A timed event is written at its instant (UTC), so
 * every calendar shows it at the right local time; an event without a time and an announcement are
 * all-day on their local date. UIDs are stable and SEQUENCE counts edits, so a moved event moves in
 * the subscriber's calendar and a deleted one is cancelled there. A timed event lasts an hour (the
 * model has no end yet).
 */

const HOUR = 60 * 60 * 1000
const domainOf = (ctx: ServiceContext) => new URL(ctx.config.publicUrl).hostname

function newCalendar(name: string): ICalCalendar {
  return ical({ name, prodId: { company: 'Agora', product: 'Agora', language: 'EN' } })
}

function addEvent(ctx: ServiceContext, cal: ICalCalendar, e: CalendarEvent) {
  const allDay = e.time === null
  cal.createEvent({
    id: `event-${e.id}@${domainOf(ctx)}`,
    sequence: e.sequence,
    stamp: e.updatedAt,
    start: allDay ? new Date(`${e.date}T00:00:00Z`) : e.startsAt,
    end: allDay ? null : new Date(e.startsAt.getTime() + HOUR),
    allDay,
    summary: e.title,
    description: e.description,
    location: e.location,
    url: `${ctx.config.publicUrl}/events/${e.id}`,
    status: e.deletedAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
}

function addAnnouncement(ctx: ServiceContext, cal: ICalCalendar, a: CalendarAnnouncement) {
  cal.createEvent({
    id: `announcement-${a.id}@${domainOf(ctx)}`,
    sequence: a.sequence,
    stamp: a.updatedAt,
    start: new Date(`${a.date}T00:00:00Z`),
    allDay: true,
    summary: a.title,
    description: a.content,
    url: `${ctx.config.publicUrl}/academics/${a.id}`,
    status: a.deletedAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
}

/** An announcement's deadline (issue 17): an all-day item of its own on that date. */
function addDeadline(ctx: ServiceContext, cal: ICalCalendar, a: CalendarAnnouncement, deadline: string) {
  cal.createEvent({
    id: `announcement-deadline-${a.id}@${domainOf(ctx)}`,
    sequence: a.sequence,
    stamp: a.updatedAt,
    start: new Date(`${deadline}T00:00:00Z`),
    allDay: true,
    summary: `⏰ ${a.title}`,
    description: a.content,
    url: `${ctx.config.publicUrl}/academics/${a.id}`,
    status: a.deletedAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
}

/** GET /users/me/calendar and POST /users/me/calendar/reset: the address to subscribe to. */
export async function calendarAddress(ctx: ServiceContext, viewer: Viewer, reset = false) {
  const token = reset ? await resetFeedToken(ctx.db, viewer.id) : await ensureFeedToken(ctx.db, viewer.id)
  return { url: `${ctx.config.publicUrl}/api/calendar/${token}.ics` }
}

/** GET /calendar/{token}.ics: no sign-in (calendar apps cannot send one); the token is the secret. */
export async function calendarFeed(ctx: ServiceContext, token: string): Promise<string> {
  const userId = await findFeedOwner(ctx.db, token)
  const user = userId === null ? undefined : await findUser(ctx.db, userId)
  if (!user || user.deletedAt || !user.isVerified) throw notFound('calendar_not_found')
  const cal = newCalendar('Agora')
  for (const e of await attendedForFeed(ctx.db, user.id)) addEvent(ctx, cal, e)
  if (user.universityId !== null) {
    const since = new Date(ctx.clock().getTime() - 365 * 24 * HOUR).toISOString().slice(0, 10)
    const listed = listedFor(await affiliationOf(ctx.db, user.id), false)
    for (const a of await announcementsForFeed(ctx.db, user.universityId, since, listed)) {
      addAnnouncement(ctx, cal, a)
      if (a.deadline !== null) addDeadline(ctx, cal, a, a.deadline)
    }
  }
  return cal.toString()
}

/** GET /events/{id}/calendar.ics: one event, for "Add to calendar". */
export async function eventCalendar(ctx: ServiceContext, viewer: Viewer, id: number): Promise<string> {
  await getEvent(ctx, viewer, id)
  const record = await findEventRecord(ctx.db, id)
  if (!record) throw notFound('event_not_found')
  const cal = newCalendar(record.title)
  addEvent(ctx, cal, record)
  return cal.toString()
}
