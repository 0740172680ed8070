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

    app.get(
      '/notifications/unread-count',
      {
        schema: {
          operationId: 'getUnreadNotificationCount',
          summary: 'Count your unread notifications',
          tags,
          response: { 200: UnreadCount },
        },
      },
      async (req) => ({
        unread_count: await unreadCount(ctx, req.viewer),
      }),
    )

    app.get(
      '/notifications/',
      {
        schema: {
          operationId: 'listNotifications',
          summary: 'List your notifications',
          tags,
          querystring: NotificationListQuery,
          response: { 200: NotificationList },
        },
      },
      (req) => listNotifications(ctx, req.viewer, req.query),
    )

    app.post(
      '/notifications/:id/read',
      {
        schema: {
          operationId: 'markNotificationRead',
          summary: 'Mark a notification as read',
          tags,
          params: IdParams,
          body: MarkReadRequest,
          response: { 200: MarkReadResponse },
        },
      },
      (req) => readNotification(ctx, req.viewer, req.params.id),
    )

    app.post(
      '/notifications/read-all',
      {
        schema: {
          operationId: 'markAllNotificationsRead',
          summary: 'Mark all your notifications as read',
          tags,
          response: { 200: ReadAllResponse },
        },
      },
      (req) => readAll(ctx, req.viewer),
    )

    app.get(
      '/notifications/settings',
      {
        schema: {
          operationId: 'getNotificationSettings',
          summary: 'Get your notification settings',
          tags,
          response: { 200: NotificationSettings },
        },
      },
      (req) => getSettings(ctx, req.viewer),
    )

    app.put(
      '/notifications/settings',
      {
        schema: {
          operationId: 'updateNotificationSettings',
          summary: 'Change your notification settings',
          tags,
          body: NotificationSettingsPatch,
          response: { 200: NotificationSettings },
        },
      },
      (req) => updateSettings(ctx, req.viewer, req.body),
    )

    app.get(
      '/notifications/communities/:id/bell',
      {
        schema: {
          operationId: 'getCommunityBell',
          summary: "Get whether a community's new posts notify you (its bell)",
          tags,
          params: IdParams,
          response: { 200: CommunityBell },
        },
      },
      (req) => getCommunityBell(ctx, req.viewer, req.params.id),
    )

    app.put(
      '/notifications/communities/:id/bell',
      {
        schema: {
          operationId: 'setCommunityBell',
          summary: "Turn a community's bell on or off: whether its new posts notify you",
          tags,
          params: IdParams,
          body: z.object({ enabled: z.boolean() }),
          response: { 200: CommunityBell },
        },
      },
      (req) => setCommunityBell(ctx, req.viewer, req.params.id, req.body.enabled),
    )
  }
}
