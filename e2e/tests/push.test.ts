import { describe, expect, it } from 'vitest'
import { baseUrl, contextsClosedAfterAll, screenshot } from '../support/browser.ts'
import { signedInPage, verifiedUser } from '../support/people.ts'

/**
 * Issue 31 in the browser: Settings > Notifications > Push notifications on this device. Headless
 * Chromium here has no push service to reach, so subscribing fails in the browser; the server's
 * deliveries are proven against a local push service in the server's tests (modules/push). This test
 * covers the switch (its states, the permission it asks for, what it says when subscribing fails) and
 * the service worker's side: a push that Chromium delivers (through its DevTools protocol) is shown,
 * except while the app is focused.
 */

interface Device {
  endpoint_host: string
}

async function devicesOf(token: string): Promise<Device[]> {
  const res = await fetch(`${baseUrl()}/api/push/subscriptions`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return ((await res.json()) as { items: Device[] }).items
}

describe('push notifications in Settings', () => {
  const open = contextsClosedAfterAll()

  it('with notifications allowed, the switch tries to subscribe and says so when this browser cannot', async () => {
    const me = await verifiedUser('push_on')
    for (const [locale, theme, width, label, failed] of [
      ['en', 'dark', 1440, 'Push notifications on this device', /could not be turned on for this device/],
      ['tr', 'light', 390, 'Bu cihazda anlık bildirimler', /anlık bildirimler açılamadı/],
    ] as const) {
      const context = await open({ locale, theme, width })
      await context.grantPermissions(['notifications'], { origin: baseUrl() })
      const page = await signedInPage(context, me.token)
      await page.goto('/settings?section=push')
      const toggle = page.getByRole('switch', { name: label })
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
      await toggle.click()
      // Either the browser reached a push service (the device is listed and the switch is on) or it
      // could not (no push service from this machine): an error, the switch off, nothing stored.
      const outcome = await Promise.race([
        page
          .getByRole('alert')
          .waitFor({ timeout: 30_000 })
          .then(() => 'failed' as const),
        expect
          .poll(() => toggle.getAttribute('aria-checked'), { timeout: 30_000 })
          .toBe('true')
          .then(() => 'on' as const),
      ])
      await screenshot(page, `push-switch-${locale}-${width}`)
      if (outcome === 'on') {
        expect(await devicesOf(me.token)).toHaveLength(1)
        await toggle.click()
        await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
        expect(await devicesOf(me.token)).toEqual([])
      } else {
        await expect.poll(() => page.getByRole('alert').textContent()).toMatch(failed)
        expect(await toggle.getAttribute('aria-checked')).toBe('false')
        expect(await toggle.isEnabled()).toBe(true)
        expect(await devicesOf(me.token)).toEqual([])
      }
    }
  })

  it('the service worker shows a push (delivered by Chromium itself), but not while the app is focused', async () => {
    const me = await verifiedUser('push_worker')
    const context = await open()
    await context.grantPermissions(['notifications'], { origin: baseUrl() })
    const page = await signedInPage(context, me.token)
    // Chromium's DevTools protocol delivers a push event to the registration as its push service would.
    const cdp = await context.newCDPSession(page)
    const registrations: string[] = []
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      for (const r of event.registrations) registrations.push(r.registrationId)
    })
    await cdp.send('ServiceWorker.enable')
    await page.goto('/home')
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(
      `${baseUrl()}/sw.js`,
    )
    await expect.poll(() => registrations.length).toBeGreaterThan(0)
    const deliver = (tag: string, title: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseUrl(),
        registrationId: registrations.at(-1) ?? '',
        data: JSON.stringify({ title, body: 'Exam notes', url: '/posts/7', tag, notification_id: 1 }),
      })
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          tag: n.tag,
          data: n.data,
        }))
      })
    expect(await page.evaluate(() => document.hasFocus())).toBe(true)
    await deliver('notification-1', 'While focused')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await shown()).toEqual([])
    // No window of the app left: the push shows.
    await page.goto('about:blank')
    await deliver('notification-2', 'Ayşe liked your post')
    await page.goto('/offline.html')
    await expect
      .poll(shown)
      .toEqual([{ title: 'Ayşe liked your post', tag: 'notification-2', data: { url: '/posts/7' } }])
  })

  it('when the person does not allow notifications, the switch stays off, disabled, and says how to allow them', async () => {
    const me = await verifiedUser('push_denied')
    const page = await signedInPage(await open(), me.token)
    await page.goto('/settings?section=push')
    const toggle = page.getByRole('switch', { name: 'Push notifications on this device' })
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
    // Nothing granted: headless Chromium answers the permission prompt with a refusal.
    await toggle.click()
    await expect.poll(() => toggle.isDisabled()).toBe(true)
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    await expect.poll(() => page.getByText(/site settings/).count()).toBe(1)
    expect(await devicesOf(me.token)).toEqual([])
    await screenshot(page, 'push-switch-denied')
  })
})
