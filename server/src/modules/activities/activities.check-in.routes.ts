import { ACTIVITY_LIMITS, CheckInBody, CheckInCode, CheckInList, Event, pageQuery } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RowId } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { checkIn, checkInsCsv, getCheckInCode, listEventCheckIns } from './activities.check-in.service.ts'
import type { ParentPath } from './activities.parents.ts'
import { checkInThrottle } from './activities.throttles.ts'

/**
 * Check-in at an event (issue 17): the organiser's code, an attendee's check-in, and who checked in
 * (a page, or all as CSV). Under /events/{id} like the event's page, and under the event's parent like
 * its other calls (/universities/{u}/events/{id}, /communities/{c}/events/{id}).
 */

const CheckInPage = pageQuery({ limit: ACTIVITY_LIMITS.checkInPage })
const CSV = 'text/csv; charset=utf-8'

type Params = { id: number; u?: number; c?: number }
/** name and noun: the event's words in operationIds (listCommunityEventCheckIns) and summaries. */
const MOUNTS: {
  prefix: string
  name: string
  noun: string
  params: z.ZodType<Params>
  path: (p: Params) => ParentPath | undefined
}[] = [
  {
    prefix: '/events/:id',
    name: 'Event',
    noun: 'an event',
    params: z.object({ id: RowId }),
    path: () => undefined,
  },
  {
    prefix: '/universities/:u/events/:id',
    name: 'UniversityEvent',
    noun: 'a university event',
    params: z.object({ u: RowId, id: RowId }),
    path: (p) => ({ universityId: p.u! }),
  },
  {
    prefix: '/communities/:c/events/:id',
    name: 'CommunityEvent',
    noun: 'a community event',
    params: z.object({ c: RowId, id: RowId }),
    path: (p) => ({ communityId: p.c! }),
  },
]

export function checkInRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['events']
    for (const mount of MOUNTS) {
      const params = mount.params as unknown as z.ZodObject<{ id: typeof RowId }>
      const where = (req: { params: unknown }) => mount.path(req.params as Params)

      app.get(
        `${mount.prefix}/check-in`,
        {
          schema: {
            operationId: `get${mount.name}CheckInCode`,
            summary: `Get the check-in code of ${mount.noun}`,
            tags,
            params,
            description: "The organiser's current check-in code (6 digits, 30 s); 403 for anyone else.",
            response: { 200: CheckInCode },
          },
        },
        (req) => getCheckInCode(ctx, req.viewer, req.params.id, where(req)),
      )

      app.post(
        `${mount.prefix}/check-in`,
        {
          config: { throttles: [checkInThrottle] },
          schema: {
            operationId: `checkInTo${mount.name}`,
            summary: `Check in to ${mount.noun}`,
            tags,
            params,
            body: CheckInBody,
            description: 'An attendee checks in with the current code, within the event’s window, once.',
            response: { 200: Event },
          },
        },
        (req) => checkIn(ctx, req.viewer, req.params.id, req.body.code, where(req)),
      )

      app.get(
        `${mount.prefix}/check-ins`,
        {
          schema: {
            operationId: `list${mount.name}CheckIns`,
            summary: `List who checked in to ${mount.noun}`,
            tags,
            params,
            querystring: CheckInPage,
            response: { 200: CheckInList },
          },
        },
        (req) => listEventCheckIns(ctx, req.viewer, req.params.id, req.query, where(req)),
      )

      app.get(
        `${mount.prefix}/check-ins.csv`,
        {
          schema: {
            operationId: `download${mount.name}CheckIns`,
            summary: `Download who checked in to ${mount.noun} as CSV`,
            tags,
            params,
            description: 'Who checked in: username, full_name, checked_in_at.',
          },
        },
        async (req, reply) => {
          const body = await checkInsCsv(ctx, req.viewer, req.params.id, where(req))
          return reply
            .header('content-type', CSV)
            .header('content-disposition', `attachment; filename="event-${req.params.id}-check-ins.csv"`)
            .send(body)
        },
      )
    }
  }
}
