import { DigestSettings, UnsubscribeQuery, UnsubscribeResponse } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { byAddress, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { getDigestSettings, unsubscribe, updateDigestSettings } from './digests.service.ts'

/** Unsubscribe links are guessed at no faster than this per address (the signature makes it hopeless anyway). */
const UNSUBSCRIBE_THROTTLE = {
  name: 'digests:unsubscribe',
  max: 30,
  windowMs: 15 * 60 * 1000,
  key: byAddress,
  code: 'rate_limited',
} satisfies Throttle

/** The mail digest (issue 31): Settings > Notifications > Mail digest, and the unsubscribe link. */
export function digestsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['digests']

    app.get(
      '/digests/settings',
      {
        schema: {
          operationId: 'getDigestSettings',
          summary: 'Read how often your mail digest comes',
          tags,
          response: { 200: DigestSettings },
        },
      },
      (req) => getDigestSettings(ctx, req.viewer),
    )

    app.put(
      '/digests/settings',
      {
        schema: {
          operationId: 'updateDigestSettings',
          summary: 'Choose how often your mail digest comes',
          tags,
          body: DigestSettings,
          response: { 200: DigestSettings },
        },
      },
      (req) => updateDigestSettings(ctx, req.viewer, req.body),
    )

    app.post(
      '/digests/unsubscribe',
      {
        schema: {
          operationId: 'unsubscribeFromDigest',
          summary: 'Turn the mail digest off with the link of a digest (RFC 8058 one-click)',
          description:
            'No sign-in: the signed token of the link is the proof. A mail client posts ' +
            '"List-Unsubscribe=One-Click" as a form; the body is not needed.',
          tags,
          querystring: UnsubscribeQuery,
          response: { 200: UnsubscribeResponse },
        },
        config: { access: 'public', throttles: [UNSUBSCRIBE_THROTTLE] },
      },
      (req) => unsubscribe(ctx, req.query.token),
    )

    app.get(
      '/digests/unsubscribe',
      {
        schema: {
          operationId: 'openDigestUnsubscribe',
          summary: 'Open the unsubscribe link in a browser: to the page that confirms it',
          description:
            "Changes nothing: link scanners of mail providers open links, so only the page's button " +
            '(or a one-click POST) unsubscribes.',
          tags,
          querystring: UnsubscribeQuery,
          response: { 303: z.null() },
        },
        config: { access: 'public' },
      },
      (req, reply) => {
        reply.redirect(`/unsubscribe?token=${encodeURIComponent(req.query.token)}`, 303)
      },
    )
  }
}
