import type { ChatSocketEvent } from '@agora/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '@/testing/fake-socket.ts'
import { ChatSocket, type ChatSocketStatus, LIVENESS_MS } from './chat-socket.ts'

function started(chatId = 5) {
  const events: ChatSocketEvent[] = []
  const statuses: ChatSocketStatus[] = []
  let catchUps = 0
  const socket = new ChatSocket(chatId, {
    onEvent: (e) => events.push(e),
    onCatchUp: () => {
      catchUps += 1
    },
    onStatus: (s) => statuses.push(s),
  })
  socket.start()
  return { socket, events, statuses, catchUps: () => catchUps }
}

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
})
afterEach(() => vi.useRealTimers())

describe('the chat socket', () => {
  it('opens the chat’s socket with the token, catches up on ready and hands over events', () => {
    const s = started(5)
    const ws = FakeSocket.latest()!
    expect(ws.url).toMatch(/\/api\/ws\/chat\/5\?token=tok$/)
    ws.open()
    expect(s.catchUps()).toBe(1)
    expect(s.statuses).toEqual(['open'])
    const message = { id: 1, chat_id: 5, user_id: 2, content: 'hi', created_at: '2026-01-01T00:00:00Z' }
    ws.push({ type: 'message', message })
    ws.push({ type: 'pong' })
    expect(s.events).toEqual([{ type: 'message', message }])
    s.socket.stop()
  })

  it('reconnects after an abnormal close from 1 s doubling, at most five tries, and catches up', () => {
    const s = started()
    FakeSocket.latest()!.open()
    FakeSocket.latest()!.close(1006)
    const delays: number[] = []
    for (let i = 0; i < 5; i++) {
      const before = FakeSocket.instances.length
      let waited = 0
      while (FakeSocket.instances.length === before && waited < 60_000) {
        vi.advanceTimersByTime(250)
        waited += 250
      }
      delays.push(waited)
      FakeSocket.latest()!.close(1006)
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000])
    const count = FakeSocket.instances.length
    vi.advanceTimersByTime(120_000)
    expect(FakeSocket.instances.length).toBe(count)
    expect(s.statuses.at(-1)).toBe('failed')

    // Back on the tab: another round, and what was missed is read.
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(FakeSocket.instances.length).toBe(count + 1)
    FakeSocket.latest()!.open()
    expect(s.catchUps()).toBe(2)
    s.socket.stop()
  })

  it('after giving up, tries again when the browser is online, the server is back, or on retry()', () => {
    const s = started()
    const giveUp = () => {
      FakeSocket.latest()!.close(1006)
      for (let i = 0; i < 5; i++) {
        vi.advanceTimersByTime(16_000)
        FakeSocket.latest()!.close(1006)
      }
      expect(s.statuses.at(-1)).toBe('failed')
    }
    FakeSocket.latest()!.open()
    // While it is still trying, a sign that the server is back changes nothing.
    FakeSocket.latest()!.close(1006)
    const trying = FakeSocket.instances.length
    s.socket.serverBack()
    expect(FakeSocket.instances.length).toBe(trying)
    vi.advanceTimersByTime(1000)
    FakeSocket.latest()!.open()

    for (const sign of [
      () => window.dispatchEvent(new Event('online')),
      () => s.socket.serverBack(),
      () => s.socket.retry(),
    ]) {
      giveUp()
      const count = FakeSocket.instances.length
      sign()
      expect(FakeSocket.instances.length).toBe(count + 1)
      expect(s.statuses.at(-1)).toBe('reconnecting')
      FakeSocket.latest()!.open()
      expect(s.statuses.at(-1)).toBe('open')
    }
    s.socket.stop()
    const count = FakeSocket.instances.length
    window.dispatchEvent(new Event('online'))
    s.socket.serverBack()
    expect(FakeSocket.instances.length).toBe(count)
  })

  it('a successful reconnect starts the count again', () => {
    const s = started()
    FakeSocket.latest()!.open()
    for (let round = 0; round < 3; round++) {
      FakeSocket.latest()!.close(1001)
      vi.advanceTimersByTime(1000)
      FakeSocket.latest()!.open()
    }
    expect(s.catchUps()).toBe(4)
    expect(FakeSocket.instances).toHaveLength(4)
    s.socket.stop()
  })

  it('renews an expired token on 4401 and reconnects with the new one, catching up (issue 30)', async () => {
    const fetch = vi.fn(async () => Response.json({ access_token: 'renewed', token_type: 'bearer' }))
    vi.stubGlobal('fetch', fetch)
    try {
      const s = started(5)
      FakeSocket.latest()!.open()
      const first = FakeSocket.latest()!
      first.close(4401)
      await vi.waitFor(() => expect(FakeSocket.latest()).not.toBe(first))
      expect(fetch).toHaveBeenCalledTimes(1)
      const again = FakeSocket.latest()!
      expect(again.url).toMatch(/\/api\/ws\/chat\/5\?token=renewed$/)
      again.open()
      expect(s.catchUps()).toBe(2)
      expect(s.statuses.at(-1)).toBe('open')
      s.socket.stop()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('stops for good when the chat is gone (4404) or when it is stopped', () => {
    const s = started()
    FakeSocket.latest()!.open()
    FakeSocket.latest()!.close(4404)
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.instances).toHaveLength(1)
    expect(s.statuses.at(-1)).toBe('gone')

    const t = started()
    t.socket.stop()
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.instances).toHaveLength(2)
  })

  it('pings every 30 s and takes a socket that did not answer for dead', () => {
    const s = started()
    const ws = FakeSocket.latest()!
    ws.open()
    vi.advanceTimersByTime(LIVENESS_MS)
    expect(ws.sent).toEqual(['ping'])
    ws.push({ type: 'pong' })
    vi.advanceTimersByTime(LIVENESS_MS)
    expect(ws.sent).toEqual(['ping', 'ping'])
    // No pong this time: the next check closes it and a new socket follows.
    vi.advanceTimersByTime(LIVENESS_MS)
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.instances).toHaveLength(2)
    s.socket.stop()
  })
})
