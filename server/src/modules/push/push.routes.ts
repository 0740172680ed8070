import { PushDevice, PushDeviceList, PushKey, PushSubscribeBody, PushUnsubscribeBody } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams } from '../../platform/params.ts'
import { byViewer, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { listDevices, pushKey, removeDevice, subscribe, unsubscribe } from './push.service.ts'

/**
 * Subscribing checks the endpoint's name in DNS and writes a row: 30 in 10 minutes per person is far
 * beyond turning a switch on and off, and keeps the server from resolving names for anyone at will.
 */
const SUBSCRIBE_THROTTLE = {
  name: 'push-subscribe:user',
  max: 30,
  windowMs: 10 * 60 * 1000,
  key: byViewer,
  code: 'rate_limited',
} satisfies Throttle

/** Web Push (issue 31): the server's key, and the viewer's devices that get pushes. */
export function pushRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['push']

    app.get(
      '/push/key',
      {
        schema: {
          operationId: 'getPushKey',
          summary: "The server's VAPID public key, to subscribe a device with",
          tags,
          response: { 200: PushKey },
        },
      },
      () => pushKey(ctx),
    )

    app.get(
      '/push/subscriptions',
      {
        schema: {
          operationId: 'listPushSubscriptions',
          summary: 'Your devices that get push notifications',
          tags,
          response: { 200: PushDeviceList },
        },
      },
      (req) => listDevices(ctx, req.viewer),
    )

    app.post(
      '/push/subscriptions',
      {
        schema: {
          operationId: 'subscribeToPush',
          summary: 'Get push notifications on this device (its PushSubscription)',
          description:
            'The endpoint is https on a public host; keys.p256dh is a P-256 public key and keys.auth ' +
            'a 16-byte secret, both base64url. An endpoint already subscribed moves to you.',
          tags,
          body: PushSubscribeBody,
          response: { 201: PushDevice },
        },
        config: { throttles: [SUBSCRIBE_THROTTLE] },
      },
      async (req, reply) =>
        reply.code(201).send(await subscribe(ctx, req.viewer, req.body, req.headers['user-agent'])),
    )

    app.delete(
      '/push/subscriptions',
      {
        schema: {
          operationId: 'unsubscribeFromPush',
          summary: 'Stop push notifications on this device (by its endpoint)',
          tags,
          body: PushUnsubscribeBody,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await unsubscribe(ctx, req.viewer, req.body.endpoint)
        return reply.code(204).send(null)
      },
    )

    app.delete(
      '/push/subscriptions/:id',
      {
        schema: {
          operationId: 'removePushDevice',
          summary: 'Stop push notifications on one of your devices (from the list)',
          tags,
          params: IdParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await removeDevice(ctx, req.viewer, req.params.id)
        return reply.code(204).send(null)
      },
    )
  }
}
