import type { Event } from '@agora/contract'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { closeBrowser, newContext, screenshot } from '../support/browser.ts'
import { CAMPUS } from '../support/campus.ts'
import { signedInPage, signIn, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Issue 17 in the browser: an event of capacity 2 fills, a third student joins its waitlist and moves
 * in (with a notification) when one cancels; the organiser's check-in screen shows the rotating code
 * and that student checks in by typing it. English on a desktop, Turkish on a phone.
 */

/** The local date and HH:mm of now in `zone`: check-in opens an hour before and closes at midnight. */
function localNow(zone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date())
  const get = (type: string) => parts.find((p) => p.type === type)!.value
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` }
}

/** An event of the campus with a capacity, starting now in the university's time zone. */
async function addCappedEvent(adminToken: string, universityId: number, title: string): Promise<Event> {
  const body = {
    title,
    description: 'Limited seats',
    date: '2030-01-01',
    time: '18:00',
    location: 'Hall B',
    capacity: 2,
  }
  const created = await api(adminToken, `/universities/${universityId}/events`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  expect(created.status).toBe(201)
  const event = (await created.json()) as Event
  const now = localNow(event.time_zone)
  const edited = await api(adminToken, `/universities/${universityId}/events/${event.id}`, {
    method: 'PUT',
    body: JSON.stringify({ ...body, ...now }),
  })
  expect(edited.status).toBe(200)
  return (await edited.json()) as Event
}

const LANGS = [
  {
    name: 'English, 1440 px',
    shot: 'en',
    locale: 'en',
    theme: 'dark',
    organiserTheme: 'light',
    width: 1440,
    going: '2 / 2 going',
    joinWaitlist: 'Join waitlist',
    leaveWaitlist: 'Leave waitlist',
    position: 'You are number 1 on the waitlist',
    cancel: 'Cancel Attendance',
    notification: 'A place opened up: you are now attending',
    screen: 'Check-in',
    openCheckIn: 'Check in',
    checkIn: 'Check in',
    code: 'Code',
    checkedIn: 'Checked in',
    progress: '1 of 2 attendees checked in',
    csv: 'Download CSV',
  },
  {
    name: 'Turkish, 390 px',
    shot: 'tr-390',
    locale: 'tr',
    theme: 'light',
    organiserTheme: 'dark',
    width: 390,
    going: '2 / 2 katılıyor',
    joinWaitlist: 'Bekleme listesine katıl',
    leaveWaitlist: 'Bekleme listesinden çık',
    position: 'Bekleme listesinde 1. sıradasın',
    cancel: 'Katılımı İptal Et',
    notification: 'Yer açıldı: artık etkinliğe katılıyorsun',
    screen: 'Giriş kontrolü',
    openCheckIn: 'Etkinliğe giriş yap',
    checkIn: 'Giriş yap',
    code: 'Kod',
    checkedIn: 'Giriş yapıldı',
    progress: '2 katılımcıdan 1 kişi giriş yaptı',
    csv: 'CSV indir',
  },
] as const

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('event capacity, waitlist and check-in in the browser', () => {
  afterAll(closeBrowser)

  it.each(LANGS)(
    'a full event queues a third student, moves them in, and checks them in ($name)',
    async (l) => {
      const admin = await signIn(CAMPUS.adminUsername, CAMPUS.password)
      const me = (await (await api(admin.token, '/users/me')).json()) as { university_id: number }
      const title = `Robotics workshop ${uniqueId()}`
      const event = await addCappedEvent(admin.token, me.university_id, title)
      const attendUrl = `/universities/${me.university_id}/events/${event.id}/attend`
      const [a, b, c] = [
        await verifiedUser('seat_a', CAMPUS.domain),
        await verifiedUser('seat_b', CAMPUS.domain),
        await verifiedUser('waiter', CAMPUS.domain),
      ]
      for (const s of [a, b]) expect((await api(s.token, attendUrl, { method: 'POST' })).status).toBe(200)

      // The third student finds it full and joins the waitlist.
      const context = await newContext({ locale: l.locale, theme: l.theme, width: l.width })
      const page = await signedInPage(context, c.token)
      await page.goto(`/events/${event.id}`)
      await page.getByRole('heading', { name: title }).waitFor()
      await page.getByText(l.going).waitFor()
      await page.getByRole('button', { name: l.joinWaitlist }).click()
      await page.getByText(l.position).waitFor()
      await page.getByRole('button', { name: l.leaveWaitlist }).waitFor()
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      await page.waitForTimeout(400) // the button's colour transition
      await screenshot(page, `event-waitlist-${l.shot}-${l.theme}`)

      // One cancels: the one waiting moves in and is told.
      expect((await api(a.token, attendUrl, { method: 'DELETE' })).status).toBe(200)
      await page.reload()
      await page.getByRole('button', { name: l.cancel }).waitFor()
      await page.goto('/notifications')
      await page.getByText(l.notification).waitFor()
      await screenshot(page, `event-spot-notification-${l.shot}-${l.theme}`)
      await page.getByText(l.notification).click()
      await page.waitForURL(new RegExp(`/events/${event.id}$`))

      // The organiser's check-in screen: the code in digits and as a QR code.
      const organiserContext = await newContext({ locale: l.locale, theme: l.organiserTheme, width: l.width })
      const organiser = await signedInPage(organiserContext, admin.token)
      await organiser.goto(`/events/${event.id}`)
      await organiser.getByRole('link', { name: l.screen, exact: true }).click()
      await organiser.waitForURL(new RegExp(`/events/${event.id}/check-in$`))
      const codeText = organiser.getByTestId('check-in-code')
      await expect.poll(async () => /^\d{6}$/.test((await codeText.textContent()) ?? '')).toBe(true)
      await organiser.getByRole('img', { name: new RegExp(title) }).waitFor()
      expect(await overflow(organiser)).toBeLessThanOrEqual(0)
      await screenshot(organiser, `event-check-in-screen-${l.shot}-${l.organiserTheme}`)

      // A code read with a few seconds left, typed on the student's phone.
      const { expires_at } = (await (await api(admin.token, `/events/${event.id}/check-in`)).json()) as {
        expires_at: string
      }
      const left = Date.parse(expires_at) - Date.now()
      if (left < 8000) await organiser.waitForTimeout(left + 1000)
      await expect.poll(async () => /^\d{6}$/.test((await codeText.textContent()) ?? '')).toBe(true)
      const code = (await codeText.textContent())!
      await page.getByRole('button', { name: l.openCheckIn }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel(l.code).fill(code)
      await page.waitForTimeout(400)
      await screenshot(page, `event-check-in-dialog-${l.shot}-${l.theme}`)
      await dialog.getByRole('button', { name: l.checkIn }).click()
      await page.getByText(l.checkedIn, { exact: true }).waitFor()
      await screenshot(page, `event-checked-in-${l.shot}-${l.theme}`)

      // The organiser sees them in the list, and the CSV holds them.
      await organiser.reload()
      await organiser.getByText(`@${c.username}`).waitFor()
      await organiser.getByText(l.progress).waitFor()
      await organiser.getByRole('button', { name: l.csv }).waitFor()
      await screenshot(organiser, `event-check-ins-${l.shot}-${l.organiserTheme}`)
      const csv = await (await api(admin.token, `/events/${event.id}/check-ins.csv`)).text()
      expect(csv.split('\r\n')[0]).toBe('username,full_name,checked_in_at')
      expect(csv).toContain(`${c.username},`)
      // A student may not read the code.
      expect((await api(b.token, `/events/${event.id}/check-in`)).status).toBe(403)

      await context.close()
      await organiserContext.close()
    },
  )
})
