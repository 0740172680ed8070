import {
  CommunityBell,
  MarkReadRequest,
  MarkReadResponse,
  NotificationList,
  NotificationListQuery,
  NotificationSettings,
  NotificationSettingsPatch,
  ReadAllResponse,
  UnreadCount,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireViewer } from '../../platform/auth.ts'
import { IdParams } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  getCommunityBell,
  getSettings,
  listNotifications,
  readAll,
  readNotification,
  setCommunityBell,
  unreadCount,
  updateSettings,
} from './notifications.service.ts'

/** The calls of spec 000 section 7 "Notifications", the settings and the community bells. */
export function notificationsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['notifications']
    const auth = { onRequest: app.authenticate }

    app.get(
      '/notifications/unread-count',
      { ...auth, schema: { tags, response: { 200: UnreadCount } } },
      async (req) => ({
        unread_count: await unreadCount(ctx, requireViewer(req)),
      }),
    )

    app.get(
      '/notifications/',
      { ...auth, schema: { tags, querystring: NotificationListQuery, response: { 200: NotificationList } } },
      (req) => listNotifications(ctx, requireViewer(req), req.query),
    )

    app.post(
      '/notifications/:id/read',
      {
        ...auth,
        schema: { tags, params: IdParams, body: MarkReadRequest, response: { 200: MarkReadResponse } },
      },
      (req) => readNotification(ctx, requireViewer(req), req.params.id),
    )

    app.post(
      '/notifications/read-all',
      { ...auth, schema: { tags, response: { 200: ReadAllResponse } } },
      (req) => readAll(ctx, requireViewer(req)),
    )

    app.get(
      '/notifications/settings',
      { ...auth, schema: { tags, response: { 200: NotificationSettings } } },
      (req) => getSettings(ctx, requireViewer(req)),
    )

    app.put(
      '/notifications/settings',
      { ...auth, schema: { tags, body: NotificationSettingsPatch, response: { 200: NotificationSettings } } },
      (req) => updateSettings(ctx, requireViewer(req), req.body),
    )

    app.get(
      '/notifications/communities/:id/bell',
      { ...auth, schema: { tags, params: IdParams, response: { 200: CommunityBell } } },
      (req) => getCommunityBell(ctx, requireViewer(req), req.params.id),
    )

    app.put(
      '/notifications/communities/:id/bell',
      {
        ...auth,
        schema: {
          tags,
          params: IdParams,
          body: z.object({ enabled: z.boolean() }),
          response: { 200: CommunityBell },
        },
      },
      (req) => setCommunityBell(ctx, requireViewer(req), req.params.id, req.body.enabled),
    )
  }
}
