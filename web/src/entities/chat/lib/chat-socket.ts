import type { ChatSocketEvent } from '@agora/contract'
import { refreshAccessToken } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'

export type ChatSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'failed' | 'gone'

export interface ChatSocketHandlers {
  onEvent(event: ChatSocketEvent): void
  /** Subscribed again (first open, reconnect, tab visible again): read what may have been missed. */
  onCatchUp(): void
  onStatus?(status: ChatSocketStatus): void
}

const UNAUTHORIZED = 4401
const GONE = 4404
/** Reconnect on an abnormal close: 1 s, then doubling, at most 5 tries (spec 001 section 9). */
export const RECONNECT_BASE_MS = 1000
export const MAX_RECONNECTS = 5
/** A ping every 30 s; a socket that did not answer the last one is taken for dead. */
export const LIVENESS_MS = 30_000

/**
 * The socket of one open chat (/api/ws/chat/{id}?token=...). It hands every event to its owner,
 * asks for a catch-up each time the server says it is subscribed and when the tab becomes visible,
 * reconnects with a growing delay after an abnormal close, renews an expired token, and stops for
 * good when the chat is gone (4404). After five failed tries it waits for a sign that the server is
 * back (the browser is online again, the tab becomes visible, serverBack() when the app's own
 * socket reconnects) or for retry(), and then tries another round.
 */
export class ChatSocket {
  private ws: WebSocket | null = null
  private tries = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private ping: ReturnType<typeof setInterval> | null = null
  private alive = true
  private stopped = false
  status: ChatSocketStatus = 'connecting'

  constructor(
    private readonly chatId: number,
    private readonly handlers: ChatSocketHandlers,
  ) {}

  start(): void {
    this.stopped = false
    document.addEventListener('visibilitychange', this.onVisible)
    window.addEventListener('online', this.serverBack)
    this.connect()
  }

  /** Another round of tries, now: after giving up, or to skip the wait before the next try. */
  retry(): void {
    if (this.stopped || this.ws || this.status === 'gone') return
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.tries = 0
    this.setStatus('reconnecting')
    this.connect()
  }

  stop(): void {
    this.stopped = true
    document.removeEventListener('visibilitychange', this.onVisible)
    window.removeEventListener('online', this.serverBack)
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.clearPing()
    const ws = this.ws
    this.ws = null
    ws?.close(1000)
  }

  private setStatus(status: ChatSocketStatus): void {
    this.status = status
    this.handlers.onStatus?.(status)
  }

  private readonly onVisible = () => {
    if (document.visibilityState !== 'visible' || this.stopped) return
    if (this.ws?.readyState === WebSocket.OPEN) this.handlers.onCatchUp()
    else this.serverBack()
  }

  /** A sign that the server is reachable again: after giving up, another round of tries. */
  readonly serverBack = () => {
    if (this.status === 'failed') this.retry()
  }

  private connect(): void {
    const token = authStorage.token()
    if (this.stopped || this.ws || !token) return
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
    const url = `${scheme}://${location.host}/api/ws/chat/${this.chatId}?token=${encodeURIComponent(token)}`
    const ws = new WebSocket(url)
    this.ws = ws
    this.alive = true
    ws.onmessage = (message) => {
      let event: ChatSocketEvent | { type: 'pong' }
      try {
        event = JSON.parse(String(message.data)) as ChatSocketEvent | { type: 'pong' }
      } catch {
        return
      }
      this.alive = true
      if (event.type === 'pong') return
      if (event.type === 'ready') {
        this.tries = 0
        this.setStatus('open')
        this.handlers.onCatchUp()
        return
      }
      this.handlers.onEvent(event)
    }
    ws.onopen = () => {
      this.ping = setInterval(() => {
        if (!this.alive) {
          // No answer to the last ping: the connection is dead though the browser has not noticed.
          ws.close(4000)
          ws.onclose?.({ code: 4000 } as CloseEvent)
          return
        }
        this.alive = false
        if (ws.readyState === WebSocket.OPEN) ws.send('ping')
      }, LIVENESS_MS)
    }
    ws.onclose = (close) => {
      if (this.ws !== ws) return
      this.ws = null
      this.clearPing()
      if (this.stopped) return
      if (close.code === GONE) return this.setStatus('gone')
      if (close.code === UNAUTHORIZED) {
        // An expired token: renew it and come back; a revoked session stays closed.
        void refreshAccessToken().then((renewed) => (renewed ? this.schedule(0) : this.setStatus('failed')))
        return
      }
      if (this.tries >= MAX_RECONNECTS) return this.setStatus('failed')
      this.setStatus('reconnecting')
      this.schedule(RECONNECT_BASE_MS * 2 ** this.tries)
      this.tries += 1
    }
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      this.connect()
    }, delay)
  }

  private clearPing(): void {
    if (this.ping) clearInterval(this.ping)
    this.ping = null
  }
}
