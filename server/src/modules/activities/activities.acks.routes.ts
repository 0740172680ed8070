import { Announcement } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RowId } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { acknowledgeAnnouncement, remindAnnouncement } from './activities.acks.service.ts'
import { markThrottle, writeThrottle } from './activities.throttles.ts'

/** Confirming an announcement and reminding those who have not (issue 17). */
const Params = z.object({ u: RowId, id: RowId })

export function announcementAckRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['announcements']

    app.post(
      '/universities/:u/academics/:id/acknowledge',
      {
        config: { throttles: [markThrottle('acknowledge')] },
        schema: {
          operationId: 'acknowledgeAnnouncement',
          summary: 'Confirm you have read an announcement',
          tags,
          description:
            '"I have read this": a verified member it is for, when it asks for confirmation (403 cannot_acknowledge otherwise). A repeat changes nothing.',
          params: Params,
          response: { 200: Announcement },
        },
      },
      (req) => acknowledgeAnnouncement(ctx, req.viewer, req.params.u, req.params.id),
    )

    app.post(
      '/universities/:u/academics/:id/remind',
      {
        config: { throttles: [writeThrottle('remind')] },
        schema: {
          operationId: 'remindAnnouncement',
          summary: 'Remind those who have not confirmed an announcement',
          tags,
          description:
            'One reminder notification to those it is for who have not confirmed: its managers, when it asks for confirmation (403 cannot_remind), once (409 already_reminded).',
          params: Params,
          response: { 200: Announcement },
        },
      },
      (req) => remindAnnouncement(ctx, req.viewer, req.params.u, req.params.id),
    )
  }
}
