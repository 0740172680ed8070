import type { ChatSocketEvent } from '@agora/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import { z } from 'zod'
import type { Viewer } from '../../platform/auth.ts'
import { toHttpError } from '../../platform/errors.ts'
import { RowId } from '../../platform/params.ts'
import { SOCKET_GONE, SOCKET_UNAUTHORIZED } from '../../platform/realtime.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { blockedAmong } from './chats.blocks.repository.ts'
import { type ChatChannelEvent, chatChannel } from './chats.events.ts'
import { sendMessage, watchKey } from './chats.messages.service.ts'
import { canSeeChat } from './chats.policy.ts'
import { findMember } from './chats.repository.ts'
import { sendThrottle } from './chats.throttles.ts'

interface Open {
  socket: WebSocket
  userId: number
}

const Params = z.object({ chatId: RowId })

/**
 * The chat socket of DESIGN.md: /api/ws/chat/{chatId}?token=.... It checks the token and the
 * membership, then forwards what is said on the chat's channel (`chat:<id>`, every instance) to each
 * open socket of that chat on this instance. A text it receives is a message to send ("ping" is
 * answered). It closes with 4401 when the session ends or its token expires (the socket hub), 4429
 * when its person holds too many sockets (the hub), and 4404 when its member leaves, declines or was
 * never one.
 */
export async function installChatSocket(api: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const rooms = new Map<number, { open: Set<Open>; unsubscribe: Promise<() => Promise<void>> }>()
  /**
   * Sends an event to the room's sockets, leaving out those of anyone in a block (either way) with
   * whoever it comes from (issue 30): a group's member never hears of the other's messages, typing or
   * reading. A one-to-one chat across a block carries none of these anyway.
   */
  const deliver = async (open: ReadonlySet<Open>, event: ChatSocketEvent) => {
    const listeners = [...open]
    const from = event.type === 'message' ? event.message.user_id : 'user_id' in event ? event.user_id : null
    const hidden =
      from === null
        ? new Set<number>()
        : await blockedAmong(
            ctx.db,
            from,
            listeners.map((e) => e.userId),
          )
    const text = JSON.stringify(event)
    for (const e of listeners)
      if (!hidden.has(e.userId) && e.socket.readyState === e.socket.OPEN) e.socket.send(text)
  }
  const join = (chatId: number, entry: Open) => {
    let room = rooms.get(chatId)
    if (!room) {
      const open = new Set<Open>()
      // One delivery at a time, so that the sockets get the events in the order they were said.
      let queue = Promise.resolve()
      const unsubscribe = ctx.events.subscribe(chatChannel(chatId), (raw) => {
        const event = raw as ChatChannelEvent
        if (event.type === 'member.gone') {
          for (const e of open) if (e.userId === event.user_id) e.socket.close(SOCKET_GONE, 'not a member')
          return
        }
        queue = queue
          .then(() => deliver(open, event))
          .catch((err: unknown) => ctx.log.error({ err }, 'chat socket delivery'))
      })
      room = { open, unsubscribe }
      rooms.set(chatId, room)
    }
    room.open.add(entry)
    return room.unsubscribe
  }

  const leave = (chatId: number, entry: Open) => {
    const room = rooms.get(chatId)
    if (!room) return
    room.open.delete(entry)
    if (room.open.size > 0) return
    rooms.delete(chatId)
    void room.unsubscribe
      .then((stop) => stop())
      .catch((err: unknown) => ctx.log.error({ err }, 'chat socket'))
  }

  const receive = async (
    viewer: Viewer,
    chatId: number,
    socket: WebSocket,
    text: string,
    req: FastifyRequest,
  ) => {
    if (text === 'ping') return socket.send('{"type":"pong"}')
    try {
      // With throttles on, the socket's sends count on the HTTP route's counter: one limit.
      await api.countThrottle?.(sendThrottle, req)
      await sendMessage(ctx, viewer, chatId, text)
    } catch (err) {
      const code = toHttpError(err)?.code ?? 'internal_error'
      if (code === 'internal_error') ctx.log.error({ err }, 'a socket message failed')
      if (socket.readyState === socket.OPEN)
        socket.send(JSON.stringify({ type: 'error', code: detailCode(err, code) }))
    }
  }

  // Public to the HTTP layer: a browser cannot send a header with a socket, so the token comes in the
  // query (?token=) and is checked at connect (socketViewer), as the hub at /api/ws does.
  api.get(
    '/ws/chat/:chatId',
    { websocket: true, schema: { hide: true }, config: { access: 'public' } },
    (socket, req) => {
      const parsed = Params.safeParse(req.params)
      const token = (req.query as { token?: unknown }).token
      // Messages that come before the checks are done wait for them.
      const early: string[] = []
      let ready: ((text: string) => void) | null = null
      socket.on('message', (data) => {
        const text = data.toString()
        if (ready) ready(text)
        else early.push(text)
      })
      void (async () => {
        const viewer = await api.socketViewer(token)
        if (!viewer) return socket.close(SOCKET_UNAUTHORIZED, 'unauthorized')
        const chatId = parsed.success ? parsed.data.chatId : 0
        const member = chatId ? await findMember(ctx.db, chatId, viewer.id) : null
        if (!canSeeChat(member)) return socket.close(SOCKET_GONE, 'not a member')
        if (socket.readyState !== socket.OPEN) return
        req.viewerOrNull = viewer
        const entry = { socket, userId: viewer.id }
        const subscribed = join(chatId, entry)
        const key = watchKey(chatId, viewer.id)
        const held = ctx.presence.hold(key)
        socket.on('close', () => {
          leave(chatId, entry)
          void held
            .then(() => ctx.presence.release(key))
            .catch((err: unknown) => ctx.log.error({ err }, 'presence'))
        })
        await held
        const [, counted] = await Promise.all([subscribed, api.holdSocket(viewer, socket)])
        // Past the person's bound of open sockets: the hub closed it (4429).
        if (!counted) return
        // A member who left between the check and the subscription would miss their own 'gone'.
        if (!canSeeChat(await findMember(ctx.db, chatId, viewer.id)))
          return socket.close(SOCKET_GONE, 'not a member')
        if (socket.readyState !== socket.OPEN) return
        socket.send('{"type":"ready"}')
        ready = (text) => void receive(viewer, chatId, socket, text, req)
        for (const text of early.splice(0)) ready(text)
      })().catch((err: unknown) => {
        ctx.log.error({ err }, 'opening a chat socket failed')
        socket.close(1011, 'server error')
      })
    },
  )
}

/** A 422's code sits on its first issue (message_empty, message_too_long); others carry their own. */
function detailCode(err: unknown, code: string): string {
  const http = toHttpError(err)
  if (http && Array.isArray(http.detail))
    return (http.detail[0] as { code?: string } | undefined)?.code ?? code
  return code
}
