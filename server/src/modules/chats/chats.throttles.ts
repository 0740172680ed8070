import { CHAT_LIMITS } from '@agora/contract'
import type { FastifyRequest } from 'fastify'
import { byViewer, type Throttle } from '../../platform/rate-limit.ts'

/**
 * The chats module's throttles, per person (platform/rate-limit.ts; with REDIS_URL every instance
 * counts together). Starting chats and marking them read were unbounded until issue 30 (150 groups of
 * the same three people in 4.5 s were accepted).
 */

const MINUTE = 60_000

/** Sending (DESIGN.md: messages are limited): 30 per 10 seconds, HTTP and socket alike. */
export const sendThrottle: Throttle = {
  name: 'chat-send:user',
  max: CHAT_LIMITS.sendMax,
  windowMs: CHAT_LIMITS.sendWindowMs,
  key: byViewer,
  code: 'too_many_messages',
}

export const typingThrottle: Throttle = { ...sendThrottle, name: 'chat-typing:user', code: 'rate_limited' }

/**
 * POST /chats/ of any kind: 20 a minute. The web asks it each time someone opens a chat from a
 * profile (an existing one-to-one chat is answered as it is), so it leaves room for that.
 */
export const startChatThrottle: Throttle = {
  name: 'chat-start:user',
  max: 20,
  windowMs: MINUTE,
  key: byViewer,
  code: 'too_many_chats',
}

/** A new group puts people in a chat they did not ask for: 10 an hour. */
export const startGroupThrottle: Throttle = {
  name: 'chat-start-group:user',
  max: 10,
  windowMs: 60 * MINUTE,
  key: (req: FastifyRequest) => {
    const body = req.body as { is_group_chat?: unknown } | null | undefined
    return body && typeof body === 'object' && body.is_group_chat === true ? byViewer(req) : null
  },
  code: 'too_many_chats',
}

/**
 * PUT /chats/{id}/messages/read: 60 per 10 seconds. The web marks a chat read when someone else's
 * message arrives while it is open; each read is said to the chat and to the notifications.
 */
export const readThrottle: Throttle = {
  name: 'chat-read:user',
  max: 60,
  windowMs: 10_000,
  key: byViewer,
  code: 'rate_limited',
}
