import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import type { Viewer } from './auth.ts'
import type { EventBus } from './event-bus.ts'
import type { Presence } from './presence.ts'

/** How long a shutdown waits for sockets to close and presence to be released. */
const GRACE_MS = 1000
/** Waits for `work`, but no longer than `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
}

/**
 * What auth publishes when sessions end: one session (sign-out), or every session of the user but one
 * (a password change keeps the device that made it). The hub closes the matching sockets.
 */
export interface SessionRevokedEvent {
  type: 'session.revoked'
  user_id: number
  session_id: number | null
  except_session_id: number | null
}

/**
 * What the hub publishes on `presence.offline` when this instance's last socket of a person closes
 * (the chats module keeps it as their last-seen time).
 */
export interface PresenceOfflineEvent {
  type: 'presence.offline'
  user_id: number
  at: string
}

/**
 * The channel of one person's sockets (docs/modules.md: `user:<id>`): the hub listens on it while the
 * person has a socket open here, and any module pushes to it after its commit.
 */
export const userChannel = (userId: number) => `user:${userId}`

/**
 * The presence key held while one of a person's windows of the app is open and focused: the web app
 * sends 'focus' and 'blur' over /api/ws. The push module sends no push then (issue 31).
 */
export const focusKey = (userId: number) => `focus:user:${userId}`

/**
 * Close codes the web app reads: sign in again (4401: the session ended, or the access token the
 * socket was opened with expired; the client renews it and reconnects), gone for good (4404),
 * reconnect later (1001, 1011, and 4429: the person already holds MAX_SOCKETS_PER_PERSON here).
 */
export const SOCKET_UNAUTHORIZED = 4401
export const SOCKET_GONE = 4404
export const SOCKET_TOO_MANY = 4429

/**
 * Open sockets one person may hold on one instance, the hub's and the chats' together (issue 30): a
 * browser tab holds one or two (the hub, the open chat), so 20 is ten tabs. A socket past it is
 * refused (closed with 4429) and those already open stay; behind N instances the bound is N times it.
 */
export const MAX_SOCKETS_PER_PERSON = 20

/** A socket's viewer and when the access token it was opened with expires (ms since the epoch). */
export type SocketViewer = Viewer & { tokenExpiresAt: number }

/** The `exp` of a token authenticate() has already verified: its payload is ours. */
function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown
    }
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0
  } catch {
    return 0
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The verified viewer of a socket's access token, or null: for the modules' socket routes. */
    socketViewer(token: unknown): Promise<SocketViewer | null>
    /**
     * A module's socket joins the hub: it counts for presence and against the person's bound, and
     * closes with the session or when its token expires. Resolves once the person's channel is live,
     * true; false when the socket was refused (closed with 4429). It leaves the hub when it closes.
     */
    holdSocket(viewer: SocketViewer, socket: WebSocket): Promise<boolean>
  }
}

interface Entry {
  socket: WebSocket
  sessionId: number
  /** The person's channel goes to this socket (/api/ws); a module's socket (a chat's) only counts. */
  forward: boolean
}

/**
 * The socket hub of docs/modules.md: each signed-in browser keeps one socket at GET /api/ws?token=...;
 * per instance, the hub holds the open sockets of each person and, while it holds any, listens on the
 * person's channel `user:<id>` of the event bus, forwarding each event as JSON to each of them. With
 * Redis, whichever instance holds the sockets hears what any instance publishes.
 */
export async function installRealtime(
  app: FastifyInstance,
  opts: {
    events: EventBus
    presence: Presence
    /** The verified viewer of an access token, or null (bad, expired, revoked, unverified). */
    authenticate(token: string): Promise<Viewer | null>
  },
): Promise<void> {
  const people = new Map<number, { entries: Set<Entry>; unsubscribe: Promise<() => Promise<void>> }>()

  const add = (userId: number, entry: Entry) => {
    let person = people.get(userId)
    if (!person) {
      const entries = new Set<Entry>()
      const unsubscribe = opts.events.subscribe(userChannel(userId), (event) => {
        const text = JSON.stringify(event)
        for (const e of entries) if (e.forward && e.socket.readyState === e.socket.OPEN) e.socket.send(text)
      })
      person = { entries, unsubscribe }
      people.set(userId, person)
      void opts.presence.hold(userChannel(userId)).catch((err: unknown) => app.log.error({ err }, 'presence'))
    }
    person.entries.add(entry)
  }

  // Presence releases under way, which a shutdown lets finish before the event bus closes.
  const releasing = new Set<Promise<unknown>>()
  const remove = (userId: number, entry: Entry) => {
    const person = people.get(userId)
    if (!person) return
    person.entries.delete(entry)
    if (person.entries.size === 0) {
      people.delete(userId)
      const released = opts.presence
        .release(userChannel(userId))
        .then(() => {
          const event: PresenceOfflineEvent = {
            type: 'presence.offline',
            user_id: userId,
            at: new Date().toISOString(),
          }
          return opts.events.publish(event.type, event)
        })
        .catch((err: unknown) => app.log.error({ err }, 'presence'))
      releasing.add(released)
      void released.finally(() => releasing.delete(released))
      void person.unsubscribe
        .then((stop) => stop())
        .catch((err: unknown) => app.log.error({ err }, 'socket hub'))
    }
  }

  const closeWhere = (userId: number, match: (entry: Entry) => boolean) => {
    for (const entry of people.get(userId)?.entries ?? []) {
      if (match(entry)) entry.socket.close(SOCKET_UNAUTHORIZED, 'session ended')
    }
  }

  const stops = [
    await opts.events.subscribe('session.revoked', (event) => {
      const e = event as SessionRevokedEvent
      closeWhere(e.user_id, (entry) =>
        e.session_id !== null ? entry.sessionId === e.session_id : entry.sessionId !== e.except_session_id,
      )
    }),
    await opts.events.subscribe('user.deleted', (event) => {
      closeWhere((event as { user_id: number }).user_id, () => true)
    }),
  ]

  app.decorate('socketViewer', async (token: unknown): Promise<SocketViewer | null> => {
    if (typeof token !== 'string' || !token) return null
    const viewer = await opts.authenticate(token)
    return viewer && { ...viewer, tokenExpiresAt: expiryOf(token) }
  })
  const hold = async (viewer: SocketViewer, socket: WebSocket, forward: boolean): Promise<boolean> => {
    if (socket.readyState !== socket.OPEN) return false
    if ((people.get(viewer.id)?.entries.size ?? 0) >= MAX_SOCKETS_PER_PERSON) {
      socket.close(SOCKET_TOO_MANY, 'too many sockets')
      return false
    }
    const entry = { socket, sessionId: viewer.sessionId, forward }
    add(viewer.id, entry)
    // Without a renewal the socket would outlive its token: it closes then, and the client renews the
    // token and reconnects (web/src/lib/realtime.ts, entities/chat/lib/chat-socket.ts).
    const expiry = setTimeout(
      () => socket.close(SOCKET_UNAUTHORIZED, 'token expired'),
      Math.max(0, viewer.tokenExpiresAt - Date.now()),
    )
    expiry.unref()
    socket.on('close', () => {
      clearTimeout(expiry)
      remove(viewer.id, entry)
    })
    await people.get(viewer.id)?.unsubscribe
    return true
  }
  app.decorate('holdSocket', (viewer: SocketViewer, socket: WebSocket) => hold(viewer, socket, false))
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    // The plugin's own preClose closes every socket without a code (1005) before the hook below runs;
    // a socket a client should reconnect elsewhere is told 'going away' (1001), here for all of them.
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients) client.close(1001, 'going away')
      this.websocketServer.close()
      done()
    },
  })
  app.get('/api/ws', { websocket: true, schema: { hide: true } }, (socket, req) => {
    // Focus (issue 31): held while this window is focused (sent before the socket is ready, it waits).
    let owner: number | null = null
    let wantsFocus = false
    let holdsFocus = false
    const syncFocus = () => {
      if (owner === null || wantsFocus === holdsFocus) return
      holdsFocus = wantsFocus
      const key = focusKey(owner)
      void (holdsFocus ? opts.presence.hold(key) : opts.presence.release(key)).catch((err: unknown) =>
        app.log.error({ err }, 'presence'),
      )
    }
    // Pings keep proxies from closing an idle socket; the answer tells the client the link lives.
    socket.on('message', (data) => {
      const text = data.toString()
      if (text === 'ping') socket.send('{"type":"pong"}')
      else if (text === 'focus' || text === 'blur') {
        wantsFocus = text === 'focus'
        syncFocus()
      }
    })
    socket.on('close', () => {
      wantsFocus = false
      syncFocus()
    })
    const token = (req.query as { token?: unknown }).token
    void (async () => {
      const viewer = await app.socketViewer(token)
      if (!viewer) return socket.close(SOCKET_UNAUTHORIZED, 'unauthorized')
      if (!(await hold(viewer, socket, true)) || socket.readyState !== socket.OPEN) return
      owner = viewer.id
      syncFocus()
      socket.send(JSON.stringify({ type: 'ready' }))
    })().catch((err: unknown) => {
      app.log.error({ err }, 'opening a socket failed')
      socket.close(1011, 'server error')
    })
  })

  // Before the server stops listening: every socket is told 'going away' (1001) and the clients
  // reconnect elsewhere. One that does not answer the close within a second is cut, rather than
  // holding the shutdown for ws's 30 s close timeout; then the presence releases finish.
  app.addHook('preClose', async () => {
    const sockets = [...people.values()].flatMap((person) => [...person.entries].map((e) => e.socket))
    for (const socket of sockets) socket.close(1001, 'going away')
    const closed = sockets.map((socket) =>
      socket.readyState === socket.CLOSED ? null : new Promise((resolve) => socket.once('close', resolve)),
    )
    await within(Promise.all(closed), GRACE_MS)
    for (const socket of sockets) if (socket.readyState !== socket.CLOSED) socket.terminate()
    await within(Promise.allSettled([...releasing]), GRACE_MS)
  })
  app.addHook('onClose', async () => {
    await Promise.allSettled(stops.map((stop) => stop()))
  })
}
