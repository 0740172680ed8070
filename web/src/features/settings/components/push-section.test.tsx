import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { forgetPushOnSignOut } from '../push-device.ts'
import { PushSection } from './push-section.tsx'

const ENDPOINT = 'https://push.example/device-1'
const KEY = 'BOr5x7mSkV6VIDdAS7-Mhjcf0fEv0_BHUZ7aTkZc5YtjBwoRZlEz7rwwqNlXfQzzSHlvRBu9Ow0ZyOjtn3L8SYE'

/** A browser with push: its permission, and a push manager holding at most one subscription. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: { endpoint: string; toJSON(): object; unsubscribe: ReturnType<typeof vi.fn> } | null =
    null
  const unsubscribe = vi.fn(async () => {
    subscription = null
    return true
  })
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256', auth: 'secret' } }),
      unsubscribe,
    }
    return subscription
  })
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } }
  const notification = { permission, requestPermission: vi.fn(async () => answer) }
  vi.stubGlobal('Notification', notification)
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => registration,
      register: async () => registration,
      ready: Promise.resolve(registration),
    },
  })
  return {
    subscribe,
    unsubscribe,
    subscribed: (on: boolean) => {
      if (on) void subscribe()
    },
  }
}

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

const device = (id: number, name: string | null) => ({
  id,
  endpoint_host: 'fcm.googleapis.com',
  device: name,
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
})

function renderSection(
  post: () => Response = () => json(201, device(5, 'Chrome on Linux')),
  devices = [] as object[],
) {
  const api = stubApi({
    'GET /push/key': () => json(200, { public_key: KEY }),
    'GET /push/subscriptions': () => json(200, { items: devices }),
    'DELETE /push/subscriptions/7': () => {
      devices.splice(0, devices.length, ...devices.filter((d) => (d as { id: number }).id !== 7))
      return new Response(null, { status: 204 })
    },
    'POST /push/subscriptions': post,
    'DELETE /push/subscriptions': () => new Response(null, { status: 204 }),
  })
  renderApp([{ path: '/settings', element: <PushSection /> }], { entry: '/settings', retry: false })
  return api
}

const pushSwitch = () => screen.findByRole('switch', { name: 'Push notifications on this device' })

describe('Settings > Notifications > Push notifications', () => {
  it('turns push on: asks permission, subscribes with the server key and sends the subscription', async () => {
    const browser = fakeBrowser('default')
    const api = renderSection()
    const toggle = await pushSwitch()
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'))
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }))
    const key = (browser.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }])[0]
      .applicationServerKey
    expect(key).toHaveLength(65)
    expect(callsTo(api, 'POST /push/subscriptions')).toEqual([
      { endpoint: ENDPOINT, keys: { p256dh: 'p256', auth: 'secret' } },
    ])
  })

  it('turns push off: the server forgets the device, then the browser unsubscribes', async () => {
    const browser = fakeBrowser('granted')
    browser.subscribed(true)
    const api = renderSection()
    const toggle = await pushSwitch()
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'))
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'))
    expect(callsTo(api, 'DELETE /push/subscriptions')).toEqual([{ endpoint: ENDPOINT }])
    expect(browser.unsubscribe).toHaveBeenCalled()
  })

  it('stays off with a message when the server refuses, and undoes the browser subscription', async () => {
    const browser = fakeBrowser('granted')
    renderSection(() => json(422, { detail: 'bad', code: 'push_endpoint_invalid' }))
    const toggle = await pushSwitch()
    await userEvent.click(toggle)
    expect(await screen.findByRole('alert')).toHaveTextContent(/https/)
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(browser.unsubscribe).toHaveBeenCalled()
  })

  it('explains how to allow notifications when they are blocked, or when the person says no', async () => {
    fakeBrowser('default', 'denied')
    renderSection()
    await userEvent.click(await pushSwitch())
    expect(await screen.findByText(/site settings/)).toBeInTheDocument()
    expect(await pushSwitch()).toBeDisabled()
  })

  it('says so in a browser without push', async () => {
    renderSection()
    expect(await screen.findByText(/cannot receive push notifications/)).toBeInTheDocument()
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
  })
})

describe('Settings > Notifications > Push notifications, when the browser fails', () => {
  it('says so in the reader’s words, not the browser’s', async () => {
    const browser = fakeBrowser('granted')
    browser.subscribe.mockRejectedValueOnce(new DOMException('Registration failed - permission denied'))
    const api = renderSection()
    const toggle = await pushSwitch()
    await userEvent.click(toggle)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('could not be turned on for this device')
    expect(alert).not.toHaveTextContent('Registration failed')
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(callsTo(api, 'POST /push/subscriptions')).toEqual([])
  })
})

describe('signing out', () => {
  it('makes the server forget this device and unsubscribes it, while the token still works', async () => {
    const browser = fakeBrowser('granted')
    browser.subscribed(true)
    const api = stubApi({ 'DELETE /push/subscriptions': () => new Response(null, { status: 204 }) })
    await forgetPushOnSignOut()
    expect(callsTo(api, 'DELETE /push/subscriptions')).toEqual([{ endpoint: ENDPOINT }])
    expect(browser.unsubscribe).toHaveBeenCalled()
  })

  it('goes on when the server cannot be reached', async () => {
    const browser = fakeBrowser('granted')
    browser.subscribed(true)
    stubApi({ 'DELETE /push/subscriptions': () => json(500, { detail: 'down', code: 'internal_error' }) })
    await expect(forgetPushOnSignOut()).resolves.toBeUndefined()
  })
})

describe('the devices list', () => {
  it('lists the devices that get pushes, marks this one, and removes another', async () => {
    const browser = fakeBrowser('granted')
    browser.subscribed(true)
    localStorage.setItem('push-device-id', '5')
    const api = renderSection(undefined, [device(5, 'Chrome on Linux'), device(7, null)])
    expect(await screen.findByText('This device')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove Chrome on Linux' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Remove fcm.googleapis.com' }))
    await waitFor(() => expect(screen.queryByText('fcm.googleapis.com')).not.toBeInTheDocument())
    expect(callsTo(api, 'DELETE /push/subscriptions/7')).toHaveLength(1)
  })

  it('remembers which device this is when push is turned on', async () => {
    fakeBrowser('granted')
    renderSection()
    await userEvent.click(await pushSwitch())
    await waitFor(() => expect(localStorage.getItem('push-device-id')).toBe('5'))
  })
})
