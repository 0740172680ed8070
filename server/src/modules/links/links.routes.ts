import { ErrorBody, LinkCard, LinkPreviewQuery } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../platform/errors.ts'
import { byViewer, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { cardFor } from './links.service.ts'

/**
 * The composer asks once a link is typed; most answers come from the table, and a new link costs one
 * fetch of the page and one of its image. 30 a minute a person leaves room for typing and pasting.
 */
export const linkPreviewThrottle: Throttle = {
  name: 'links:preview:user',
  max: 30,
  windowMs: 60_000,
  key: byViewer,
  code: 'too_many_link_previews',
}

export function linksRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/links/preview',
      {
        config: { throttles: [linkPreviewThrottle] },
        schema: {
          operationId: 'getLinkPreview',
          summary: "Get the card of a link's page, to show under a post or message being written",
          tags: ['links'],
          querystring: LinkPreviewQuery,
          response: {
            200: LinkCard,
            404: ErrorBody.meta({
              description: 'The page gives no card: refused, not HTML, or without a title',
            }),
          },
        },
      },
      async (req) => {
        const found = await cardFor(ctx, req.query.url)
        if (!found) throw notFound('link_preview_unavailable')
        return found.card
      },
    )
  }
}
