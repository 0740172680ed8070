import type { Chat, ChatMessage } from '@agora/contract'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { type OpenSocket, openChatSocket } from '../../../test/sockets.ts'
import { followAs, type SignedInUser, signedInUser } from '../../../test/users.ts'
import type { EventBus } from '../../platform/event-bus.ts'
import { createInProcessEventBus } from '../../platform/event-bus.ts'
import { createRedisEventBus } from '../../platform/event-bus-redis.ts'
import { createMemoryPresence, createRedisPresence, type Presence } from '../../platform/presence.ts'

/**
 * Delivery across two instances sharing the database, the event bus and presence (Redis with
 * REDIS_URL, else one in-process bus standing in for it): random sends, disconnects and reconnects
 * never lose or double a message, and each socket gets a chat's messages in order.
 */
const redisUrl = process.env.REDIS_URL
let buses: EventBus[]
let presences: Presence[]
let a: TestApp
let b: TestApp

beforeAll(async () => {
  if (redisUrl) {
    const { Redis } = await import('ioredis')
    const prefix = `agora-test-${Date.now()}-${Math.random()}:`
    buses = [createRedisEventBus({ url: redisUrl, prefix }), createRedisEventBus({ url: redisUrl, prefix })]
    const clients = [new Redis(redisUrl), new Redis(redisUrl)]
    presences = clients.map((r) => createRedisPresence(r, { prefix: `${prefix}presence:` }))
    afterAll(() => Promise.all(clients.map((r) => r.quit())))
  } else {
    const bus = createInProcessEventBus()
    const presence = createMemoryPresence()
    buses = [bus, bus]
    presences = [presence, presence]
  }
  a = await buildTestApp({ events: buses[0], presence: presences[0] })
  b = await buildTestApp({ events: buses[1], presence: presences[1], database: a.database })
})
afterAll(async () => {
  await b.close()
  await a.close()
  await Promise.all([...new Set(presences)].map((p) => p.close()))
  await Promise.all([...new Set(buses)].map((bus) => bus.close()))
})

/** A browser's chat pane: its socket, and what it has shown, merged by id as the web app merges. */
class Pane {
  shown = new Map<number, ChatMessage>()
  socket: OpenSocket | null = null
  seenOnSocket: number[][] = []
  constructor(
    readonly user: SignedInUser,
    readonly chatId: number,
  ) {}

  get lastId() {
    return Math.max(0, ...this.shown.keys())
  }

  async connect(app: TestApp) {
    const socket = await openChatSocket(app.app, this.chatId, this.user.token)
    const received: number[] = []
    this.seenOnSocket.push(received)
    socket.socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as { type: string; message?: ChatMessage }
      if (event.type === 'message' && event.message) {
        received.push(event.message.id)
        this.shown.set(event.message.id, event.message)
      }
    })
    await socket.next((m) => m.type === 'ready')
    this.socket = socket
    // What was missed while away, as the client asks on every (re)connect.
    for (;;) {
      const res = await as(app.app, this.user.token).get(
        `/api/chats/${this.chatId}/messages/since/${this.lastId}`,
      )
      const missed = res.json() as ChatMessage[]
      for (const m of missed) this.shown.set(m.id, m)
      if (missed.length < 200) break
    }
  }

  async disconnect() {
    this.socket?.socket.terminate()
    await this.socket?.closed
    this.socket = null
  }
}

const Op = fc.oneof(
  fc.record({ kind: fc.constant('send' as const), who: fc.nat(1), via: fc.nat(1) }),
  fc.record({ kind: fc.constant('drop' as const), who: fc.nat(1) }),
  fc.record({ kind: fc.constant('join' as const), who: fc.nat(1), via: fc.nat(1) }),
)

describe('chat delivery across two instances', () => {
  it('a message sent on one instance reaches a socket held by the other', async () => {
    const [x, y] = [await signedInUser(a), await signedInUser(a)]
    await followAs(a.app, y, x.id)
    const chat = (await as(b.app, x.token).post('/api/chats/', { user_ids: [y.id] })).json() as Chat
    const onA = await openChatSocket(a.app, chat.id, y.token)
    await onA.next((m) => m.type === 'ready')
    await as(b.app, x.token).post(`/api/chats/${chat.id}/messages/`, { content: 'from b' })
    expect(await onA.next((m) => m.type === 'message')).toMatchObject({ message: { content: 'from b' } })
    // Presence is shared: y has the chat open on A, so B writes no notification for it.
    expect((await b.presence.held([`chat:${chat.id}:${y.id}`])).size).toBe(1)
    onA.socket.terminate()
  })

  it('never loses or doubles a message, and keeps the order, whatever the connections do', async () => {
    const [x, y] = [await signedInUser(a), await signedInUser(a)]
    await followAs(a.app, x, y.id)
    await followAs(a.app, y, x.id)
    const apps = [a, b]
    let round = 0
    await fc.assert(
      fc.asyncProperty(fc.array(Op, { minLength: 1, maxLength: 14 }), async (ops) => {
        round += 1
        const chat = (await as(a.app, x.token).post('/api/chats/', { user_ids: [y.id] })).json() as Chat
        // The pair's chat is one; each round starts its panes from what is stored now.
        const panes = [new Pane(x, chat.id), new Pane(y, chat.id)]
        for (const pane of panes) await pane.connect(a)
        const sent: number[] = []
        for (const op of ops) {
          const pane = panes[op.who]!
          if (op.kind === 'send') {
            const res = await as(apps[op.via]!.app, pane.user.token).post(`/api/chats/${chat.id}/messages/`, {
              content: `r${round} #${sent.length}`,
            })
            sent.push((res.json() as ChatMessage).id)
          } else if (op.kind === 'drop') await pane.disconnect()
          else if (!pane.socket) await pane.connect(apps[op.via]!)
        }
        for (const pane of panes) if (!pane.socket) await pane.connect(b)
        for (const pane of panes) {
          // A live message may still be on its way to a socket: wait (at most 2 s) for the last one.
          const last = sent.at(-1)
          for (let i = 0; i < 100 && last !== undefined && !pane.shown.has(last); i++) {
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
          for (const id of sent)
            expect(pane.shown.has(id), `message ${id} reached user ${pane.user.id}`).toBe(true)
          for (const received of pane.seenOnSocket) {
            expect(new Set(received).size).toBe(received.length)
            expect([...received].sort((p, q) => p - q)).toEqual(received)
          }
          await pane.disconnect()
        }
      }),
      { numRuns: 12 },
    )
  })
})
