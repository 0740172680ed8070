import type WebSocket from 'ws'
import type { App } from '../src/app.ts'

export type Frame = Record<string, unknown>

export interface OpenSocket {
  socket: WebSocket
  messages: Frame[]
  closed: Promise<number>
  /** The first message (already received or still to come) that matches. */
  next(match: (message: Frame) => boolean): Promise<Frame>
}

/** Opens a socket on `path` (its token in the query) and collects the JSON it receives. */
export async function openSocket(app: App, path: string): Promise<OpenSocket> {
  const messages: Frame[] = []
  const waiters: { match: (m: Frame) => boolean; resolve: (m: Frame) => void }[] = []
  let closed!: Promise<number>
  // Listeners go on before the upgrade completes: the first message may come with it.
  const socket = await app.injectWS(
    path,
    {},
    {
      onInit: (ws) => {
        closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
        ws.on('message', (data) => {
          const message = JSON.parse(data.toString()) as Frame
          messages.push(message)
          for (const waiter of [...waiters]) {
            if (waiter.match(message)) {
              waiters.splice(waiters.indexOf(waiter), 1)
              waiter.resolve(message)
            }
          }
        })
      },
    },
  )
  const next = (match: (m: Frame) => boolean) => {
    const seen = messages.find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise<Frame>((resolve) => waiters.push({ match, resolve }))
  }
  return { socket, messages, closed, next }
}

/** The per-user socket (/api/ws). */
export const openUserSocket = (app: App, token: string) =>
  openSocket(app, `/api/ws?token=${encodeURIComponent(token)}`)

/** A chat's socket (/api/ws/chat/{id}). */
export const openChatSocket = (app: App, chatId: number | string, token: string) =>
  openSocket(app, `/api/ws/chat/${chatId}?token=${encodeURIComponent(token)}`)
