import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

/**
 * The service worker's push parts (issue 31, web/public/sw.js), run against a fake worker scope: a push
 * shows its notification unless a window is focused, and a tap opens the notification's screen.
 */
type Handler = (event: Record<string, unknown>) => void
interface FakeWindow {
  url: string
  focused: boolean
  focus: ReturnType<typeof vi.fn>
  navigate: ReturnType<typeof vi.fn>
}

function loadWorker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, Handler>()
  const showNotification = vi.fn(async () => undefined)
  const openWindow = vi.fn(async () => null)
  const scope = {
    location: { origin: 'https://agora.example' },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
  }
  const source = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'sw.js'), 'utf8')
  new Function('self', 'caches', source)(scope, {})
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve()
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) })
    await work
  }
  const push = (payload: unknown) =>
    fire('push', {
      data: {
        json: () => {
          if (typeof payload === 'string') throw new SyntaxError('not JSON')
          return payload
        },
      },
    })
  const click = (data: unknown) => {
    const close = vi.fn()
    return fire('notificationclick', { notification: { data, close } }).then(() => close)
  }
  return { push, click, showNotification, openWindow }
}

const payload = {
  title: 'Ayşe liked your post',
  body: 'Exam notes',
  url: '/posts/7',
  tag: 'notification-12',
  notification_id: 12,
}
const windowAt = (url: string, focused = false): FakeWindow => ({
  url,
  focused,
  focus: vi.fn(async function (this: FakeWindow) {
    return this
  }),
  navigate: vi.fn(async () => null),
})

describe('the service worker and push', () => {
  it('shows a push with its text, the app icon, its tag and where it opens', async () => {
    const worker = loadWorker()
    await worker.push(payload)
    expect(worker.showNotification).toHaveBeenCalledWith('Ayşe liked your post', {
      body: 'Exam notes',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'notification-12',
      data: { url: '/posts/7' },
    })
  })

  it('shows nothing while a window of the app is focused, or for a push that is not ours', async () => {
    const focused = loadWorker([windowAt('https://agora.example/home', true)])
    await focused.push(payload)
    expect(focused.showNotification).not.toHaveBeenCalled()
    const worker = loadWorker()
    await worker.push('garbage')
    await worker.push({ body: 'no title' })
    expect(worker.showNotification).not.toHaveBeenCalled()
  })

  it('opens only paths of the site: another address opens the notifications', async () => {
    const worker = loadWorker()
    await worker.push({ ...payload, url: 'https://evil.example/' })
    await worker.push({ ...payload, url: '//evil.example/x' })
    const urls = worker.showNotification.mock.calls.map((call) => (call as unknown[])[1])
    expect(urls).toEqual([
      expect.objectContaining({ data: { url: '/notifications' } }),
      expect.objectContaining({ data: { url: '/notifications' } }),
    ])
  })

  it('a tap focuses an open window and sends it to the screen, or opens a new one', async () => {
    const open = windowAt('https://agora.example/home')
    const withWindow = loadWorker([open])
    const close = await withWindow.click({ url: '/posts/7' })
    expect(close).toHaveBeenCalled()
    expect(open.focus).toHaveBeenCalled()
    expect(open.navigate).toHaveBeenCalledWith('https://agora.example/posts/7')
    expect(withWindow.openWindow).not.toHaveBeenCalled()

    const without = loadWorker()
    await without.click({ url: '/messages/3' })
    expect(without.openWindow).toHaveBeenCalledWith('https://agora.example/messages/3')
  })
})
