import {
  Chat,
  ChatList,
  ChatMessage,
  ChatMessageList,
  ChatReadResponse,
  ChatSettings,
  ChatSettingsPatch,
  ChatUnreadCount,
  CreateChatRequest,
  MessagePageQuery,
  SendMessageRequest,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams, MAX_ROW_ID, RowId } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  getChatSettings,
  getMessages,
  getMessagesSince,
  readChat,
  sendMessage,
  typing,
  updateChatSettings,
} from './chats.messages.service.ts'
import {
  acceptChat,
  chatUnreadCount,
  createChat,
  declineChat,
  deleteChat,
  getChat,
  getChats,
  getRequests,
} from './chats.service.ts'
import {
  readThrottle,
  sendThrottle,
  startChatThrottle,
  startGroupThrottle,
  typingThrottle,
} from './chats.throttles.ts'

const SinceParams = z.object({ id: RowId, lastId: z.coerce.number().int().min(0).max(MAX_ROW_ID) })
const noContent = { 204: z.null() }

/** The calls of spec 001 section 7 "Chats", the unread count and Settings > Direct messages. */
export function chatsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['chats']

    app.get(
      '/chats/',
      {
        schema: {
          operationId: 'listChats',
          summary: "List the viewer's chats",
          tags,
          response: { 200: ChatList },
        },
      },
      (req) => getChats(ctx, req.viewer),
    )
    app.get(
      '/chats/requests',
      {
        schema: {
          operationId: 'listChatRequests',
          summary: 'List the message requests the viewer received',
          tags,
          response: { 200: ChatList },
        },
      },
      (req) => getRequests(ctx, req.viewer),
    )
    app.get(
      '/chats/unread-count',
      {
        schema: {
          operationId: 'getChatUnreadCount',
          summary: 'Count the unread chats',
          tags,
          response: { 200: ChatUnreadCount },
        },
      },
      (req) => chatUnreadCount(ctx, req.viewer),
    )
    app.get(
      '/chats/settings',
      {
        schema: {
          operationId: 'getChatSettings',
          summary: 'Get who may message the viewer',
          tags,
          response: { 200: ChatSettings },
        },
      },
      (req) => getChatSettings(ctx, req.viewer),
    )
    app.put(
      '/chats/settings',
      {
        schema: {
          operationId: 'updateChatSettings',
          summary: 'Change who may message the viewer',
          tags,
          body: ChatSettingsPatch,
          response: { 200: ChatSettings },
        },
      },
      (req) => updateChatSettings(ctx, req.viewer, req.body),
    )

    app.post(
      '/chats/',
      {
        config: { throttles: [startChatThrottle, startGroupThrottle] },
        schema: {
          operationId: 'createChat',
          summary: 'Start a chat with someone, or get the existing one',
          tags,
          body: CreateChatRequest,
          response: { 200: Chat, 201: Chat },
        },
      },
      async (req, reply) => {
        const { chat, created } = await createChat(ctx, req.viewer, req.body)
        return reply.code(created ? 201 : 200).send(chat)
      },
    )
    app.get(
      '/chats/:id',
      {
        schema: {
          operationId: 'getChat',
          summary: 'Get a chat',
          tags,
          params: IdParams,
          response: { 200: Chat },
        },
      },
      (req) => getChat(ctx, req.viewer, req.params.id),
    )
    app.post(
      '/chats/:id/accept',
      {
        schema: {
          operationId: 'acceptChat',
          summary: 'Accept a message request',
          tags,
          params: IdParams,
          response: { 200: Chat },
        },
      },
      (req) => acceptChat(ctx, req.viewer, req.params.id),
    )
    app.post(
      '/chats/:id/decline',
      {
        schema: {
          operationId: 'declineChat',
          summary: 'Decline a message request',
          tags,
          params: IdParams,
          response: noContent,
        },
      },
      async (req, reply) => {
        await declineChat(ctx, req.viewer, req.params.id)
        return reply.code(204).send(null)
      },
    )
    app.delete(
      '/chats/:id',
      {
        schema: {
          operationId: 'deleteChat',
          summary: 'Delete a chat for the viewer',
          tags,
          params: IdParams,
          response: noContent,
        },
      },
      async (req, reply) => {
        await deleteChat(ctx, req.viewer, req.params.id)
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/chats/:id/messages/',
      {
        schema: {
          operationId: 'listChatMessages',
          summary: "List a chat's messages, a page at a time",
          tags,
          params: IdParams,
          querystring: MessagePageQuery,
          response: { 200: ChatMessageList },
        },
      },
      (req) => getMessages(ctx, req.viewer, req.params.id, req.query),
    )
    app.post(
      '/chats/:id/messages/',
      {
        config: { throttles: [sendThrottle] },
        schema: {
          operationId: 'sendChatMessage',
          summary: 'Send a message',
          tags,
          params: IdParams,
          body: SendMessageRequest,
          response: { 201: ChatMessage },
        },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(
            await sendMessage(ctx, req.viewer, req.params.id, req.body.content, req.body.link_card ?? true),
          ),
    )
    app.put(
      '/chats/:id/messages/read',
      {
        config: { throttles: [readThrottle] },
        schema: {
          operationId: 'markChatRead',
          summary: 'Mark a chat read',
          tags,
          params: IdParams,
          response: { 200: ChatReadResponse },
        },
      },
      (req) => readChat(ctx, req.viewer, req.params.id),
    )
    app.get(
      '/chats/:id/messages/since/:lastId',
      {
        schema: {
          operationId: 'listChatMessagesSince',
          summary: 'List the messages after a given one',
          tags,
          params: SinceParams,
          response: { 200: ChatMessageList },
        },
      },
      (req) => getMessagesSince(ctx, req.viewer, req.params.id, req.params.lastId),
    )
    app.post(
      '/chats/:id/typing',
      {
        config: { throttles: [typingThrottle] },
        schema: {
          operationId: 'sendTypingIndicator',
          summary: 'Tell the other person the viewer is typing',
          tags,
          params: IdParams,
          response: noContent,
        },
      },
      async (req, reply) => {
        await typing(ctx, req.viewer, req.params.id)
        return reply.code(204).send(null)
      },
    )
  }
}
