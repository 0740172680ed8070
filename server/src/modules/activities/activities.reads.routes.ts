import {
  ACTIVITY_LIMITS,
  Announcement,
  AnnouncementList,
  Event,
  EventList,
  limitQuery,
  pageQuery,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParams } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  createAnnouncement,
  getAnnouncement,
  listUniversityAnnouncements,
} from './activities.announcements.service.ts'
import { createCommunityEvent, listCommunityEvents } from './activities.community-events.service.ts'
import { createEvent, getEvent, listUniversityEvents } from './activities.events.service.ts'
import { ActivityBody } from './activities.input.ts'
import {
  attendedEvents,
  savedAnnouncements,
  savedEvents,
  upcomingEvents,
} from './activities.marks.service.ts'
import { writeThrottle } from './activities.throttles.ts'

/**
 * The lists and pages of events and announcements, and adding them (spec 000 section 7 "Universities
 * and communities", spec 001 section 7 "Detail pages" and "Bookmarks").
 */

const page = (defaultLimit: number, max: number) => pageQuery({ limit: defaultLimit, maxLimit: max })
const UniversityPage = page(ACTIVITY_LIMITS.universityPageItems, ACTIVITY_LIMITS.universityPageItems)
const SavedPage = page(ACTIVITY_LIMITS.savedPage, 100)
const AttendedPage = page(20, ACTIVITY_LIMITS.attendedEventsMax)
const UpcomingQuery = limitQuery({ limit: ACTIVITY_LIMITS.upcomingEvents, maxLimit: 50 })

export function activityReadRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const events = ['events']
    const academics = ['announcements']

    app.get(
      '/universities/upcoming-events',
      {
        schema: {
          operationId: 'listUpcomingEvents',
          summary: 'List upcoming university events',
          tags: events,
          querystring: UpcomingQuery,
          response: { 200: EventList },
        },
      },
      (req) => upcomingEvents(ctx, req.viewer, req.query.limit),
    )

    app.get(
      '/universities/:id/events',
      {
        schema: {
          operationId: 'listUniversityEvents',
          summary: 'List the events of a university',
          tags: events,
          params: IdParams,
          querystring: UniversityPage,
          response: { 200: EventList },
        },
      },
      (req) => listUniversityEvents(ctx, req.viewer, req.params.id, req.query),
    )

    app.get(
      '/universities/:id/academics',
      {
        schema: {
          operationId: 'listUniversityAnnouncements',
          summary: 'List the announcements of a university',
          tags: academics,
          params: IdParams,
          querystring: UniversityPage,
          response: { 200: AnnouncementList },
        },
      },
      (req) => listUniversityAnnouncements(ctx, req.viewer, req.params.id, req.query),
    )

    app.post(
      '/universities/:id/events',
      {
        config: { throttles: [writeThrottle('add')] },
        schema: {
          operationId: 'createUniversityEvent',
          summary: 'Add an event to a university',
          tags: events,
          params: IdParams,
          body: ActivityBody,
          response: { 201: Event },
        },
      },
      async (req, reply) => reply.code(201).send(await createEvent(ctx, req.viewer, req.params.id, req.body)),
    )

    app.post(
      '/universities/:id/academics',
      {
        config: { throttles: [writeThrottle('add')] },
        schema: {
          operationId: 'createAnnouncement',
          summary: 'Add an announcement to a university',
          tags: academics,
          params: IdParams,
          body: ActivityBody,
          response: { 201: Announcement },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await createAnnouncement(ctx, req.viewer, req.params.id, req.body)),
    )

    app.get(
      '/communities/:id/events',
      {
        schema: {
          operationId: 'listCommunityEvents',
          summary: 'List the events of a community',
          tags: events,
          params: IdParams,
          querystring: UniversityPage,
          response: { 200: EventList },
        },
      },
      (req) => listCommunityEvents(ctx, req.viewer, req.params.id, req.query),
    )

    app.post(
      '/communities/:id/events',
      {
        config: { throttles: [writeThrottle('add')] },
        schema: {
          operationId: 'createCommunityEvent',
          summary: 'Add an event to a community',
          tags: events,
          params: IdParams,
          body: ActivityBody,
          response: { 201: Event },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await createCommunityEvent(ctx, req.viewer, req.params.id, req.body)),
    )

    app.get(
      '/events/:id',
      {
        schema: {
          operationId: 'getEvent',
          summary: 'Get an event',
          tags: events,
          params: IdParams,
          response: { 200: Event },
        },
      },
      (req) => getEvent(ctx, req.viewer, req.params.id),
    )

    app.get(
      '/academics/:id',
      {
        schema: {
          operationId: 'getAnnouncement',
          summary: 'Get an announcement',
          tags: academics,
          params: IdParams,
          response: { 200: Announcement },
        },
      },
      (req) => getAnnouncement(ctx, req.viewer, req.params.id),
    )

    app.get(
      '/users/:id/attended-events',
      {
        schema: {
          operationId: 'listAttendedEvents',
          summary: 'List the events a person attended',
          tags: events,
          params: IdParams,
          querystring: AttendedPage,
          response: { 200: EventList },
        },
      },
      (req) => attendedEvents(ctx, req.viewer, req.params.id, req.query),
    )

    app.get(
      '/users/me/saved-events',
      {
        schema: {
          operationId: 'listSavedEvents',
          summary: 'List the events you saved',
          tags: events,
          querystring: SavedPage,
          response: { 200: EventList },
        },
      },
      (req) => savedEvents(ctx, req.viewer, req.query),
    )

    app.get(
      '/users/me/saved-academics',
      {
        schema: {
          operationId: 'listSavedAnnouncements',
          summary: 'List the announcements you saved',
          tags: academics,
          querystring: SavedPage,
          response: { 200: AnnouncementList },
        },
      },
      (req) => savedAnnouncements(ctx, req.viewer, req.query),
    )
  }
}
