import { useEffect, useRef } from 'react'
import { refreshAccessToken } from './api-client.ts'
import { authStorage } from './auth-storage.ts'

/**
 * The one socket of a signed-in browser (GET /api/ws?token=..., docs/modules.md): opened while
 * anything listens, it hands each event the server pushes (new notifications, unread counts, later
 * chat) to every listener. It reconnects with a growing delay, renews the token when the server
 * closes it as unauthorized, and sends { type: 'ready' } to the listeners on each (re)connection, so
 * that they read again what they may have missed while it was down.
 */
export type RealtimeEvent = { type: string } & Record<string, unknown>
type Listener = (event: RealtimeEvent) => void

const UNAUTHORIZED = 4401
const PING_MS = 25_000
const MAX_DELAY_MS = 30_000

const listeners = new Set<Listener>()
let socket: WebSocket | null = null
let retry: ReturnType<typeof setTimeout> | null = null
let ping: ReturnType<typeof setInterval> | null = null
let attempts = 0

/**
 * Whether this window is focused, told to the server on each (re)connection and each change: no push
 * notification is sent to a person while a window of theirs is (issue 31).
 */
const focused = () => document.visibilityState === 'visible' && document.hasFocus()
function sendFocus(): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(focused() ? 'focus' : 'blur')
}
if (typeof window !== 'undefined') {
  for (const name of ['focus', 'blur']) window.addEventListener(name, sendFocus)
  document.addEventListener('visibilitychange', sendFocus)
}

function emit(event: RealtimeEvent): void {
  for (const listener of [...listeners]) listener(event)
}

function connect(): void {
  const token = authStorage.token()
  if (!token || socket || listeners.size === 0) return
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
  const ws = new WebSocket(`${scheme}://${location.host}/api/ws?token=${encodeURIComponent(token)}`)
  socket = ws
  ws.onmessage = (message) => {
    let event: RealtimeEvent
    try {
      event = JSON.parse(String(message.data)) as RealtimeEvent
    } catch {
      return
    }
    if (event.type === 'ready') attempts = 0
    if (event.type !== 'pong') emit(event)
  }
  ws.onopen = () => {
    sendFocus()
    ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), PING_MS)
  }
  ws.onclose = (close) => {
    if (ping) clearInterval(ping)
    ping = null
    if (socket === ws) socket = null
    if (listeners.size === 0) return
    if (close.code === UNAUTHORIZED) {
      // An expired token: renew it and come back; a revoked session stays closed.
      void refreshAccessToken().then((renewed) => renewed && schedule(0))
      return
    }
    schedule(Math.min(MAX_DELAY_MS, 1000 * 2 ** attempts) * (0.5 + Math.random() / 2))
    attempts += 1
  }
}

function schedule(delay: number): void {
  if (retry) clearTimeout(retry)
  retry = setTimeout(() => {
    retry = null
    connect()
  }, delay)
}

function disconnect(): void {
  if (retry) clearTimeout(retry)
  retry = null
  const ws = socket
  socket = null
  ws?.close(1000)
}

/** Listens to what the server pushes; the socket opens with the first listener and closes after the last. */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener)
  connect()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) disconnect()
  }
}

/** subscribeRealtime for a component: `handler` may change between renders without reconnecting. */
export function useRealtime(handler: Listener): void {
  const ref = useRef(handler)
  ref.current = handler
  useEffect(() => subscribeRealtime((event) => ref.current(event)), [])
}
