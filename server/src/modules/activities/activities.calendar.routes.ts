import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RowId } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { calendarAddress, calendarFeed, eventCalendar } from './activities.calendar.service.ts'

/** The personal calendar feed and "Add to calendar" (issue 10; not in the specification). */

const CalendarAddress = z.object({ url: z.string() })
const ICS = 'text/calendar; charset=utf-8'

export function calendarRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['calendar']

    app.get(
      '/users/me/calendar',
      {
        schema: {
          operationId: 'getCalendarAddress',
          summary: 'Get the address of your calendar feed',
          tags,
          response: { 200: CalendarAddress },
        },
      },
      (req) => calendarAddress(ctx, req.viewer),
    )

    app.post(
      '/users/me/calendar/reset',
      {
        schema: {
          operationId: 'resetCalendarAddress',
          summary: 'Replace the address of your calendar feed',
          tags,
          response: { 200: CalendarAddress },
        },
      },
      (req) => calendarAddress(ctx, req.viewer, true),
    )

    app.get(
      '/calendar/:file',
      {
        config: { access: 'public' },
        schema: {
          operationId: 'getCalendarFeed',
          summary: 'Get a calendar feed by its secret address',
          tags,
          params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/) }),
          description: 'The subscriber’s calendar (RFC 5545); the address is the secret.',
        },
      },
      async (req, reply) => {
        const body = await calendarFeed(ctx, req.params.file.slice(0, -'.ics'.length))
        return reply.header('content-type', ICS).header('cache-control', 'private, max-age=300').send(body)
      },
    )

    app.get(
      '/events/:id/calendar.ics',
      {
        schema: {
          operationId: 'getEventCalendar',
          summary: 'Download an event as a calendar file',
          tags,
          params: z.object({ id: RowId }),
        },
      },
      async (req, reply) => {
        const body = await eventCalendar(ctx, req.viewer, req.params.id)
        return reply
          .header('content-type', ICS)
          .header('content-disposition', `attachment; filename="event-${req.params.id}.ics"`)
          .send(body)
      },
    )
  }
}
