import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress, toast } from '../support/browser.ts'
import { CAMPUS } from '../support/campus.ts'
import { signedInPage, signIn, uniqueId, verifiedUser, waitUntil } from '../support/people.ts'

/**
 * Issue 17 in the browser: a UniAdmin sends an announcement to one department, asking for
 * confirmation and with a deadline; a student of that department is notified and confirms; a student
 * of another department is not notified and does not find it; the UniAdmin sees the count and sends
 * the one reminder, which reaches only the student who had not confirmed. In English on a desktop, in
 * Turkish on a phone.
 */

const LANGS = [
  {
    name: 'English, 1440 px',
    locale: 'en',
    adminTheme: 'dark',
    studentTheme: 'light',
    width: 1440,
    shot: 'en-1440',
    add: 'Add event or announcement',
    announcement: 'Announcement',
    title: 'Title',
    content: 'Content',
    date: 'Date',
    audience: 'Who is it for?',
    chosen: 'Chosen faculties, departments and years',
    ack: 'Ask students to confirm they have read it',
    deadline: 'Deadline (optional)',
    publish: 'Publish',
    added: 'Announcement added',
    published: 'published an announcement',
    facts: 'Who it is for',
    due: 'Due',
    read: 'I have read this',
    confirmed: 'You confirmed that you read this',
    stats: '1 of 2 confirmed',
    remind: 'Remind those who have not confirmed',
    reminded: 'The reminder was sent.',
    announcementsTab: 'Announcements',
  },
  {
    name: 'Turkish, 390 px',
    locale: 'tr',
    adminTheme: 'light',
    studentTheme: 'dark',
    width: 390,
    shot: 'tr-390',
    add: 'Etkinlik veya duyuru ekle',
    announcement: 'Duyuru',
    title: 'Başlık',
    content: 'İçerik',
    date: 'Tarih',
    audience: 'Kimin için?',
    chosen: 'Seçili fakülteler, bölümler ve sınıflar',
    ack: 'Öğrencilerden okuduklarını onaylamalarını iste',
    deadline: 'Son tarih (isteğe bağlı)',
    publish: 'Yayınla',
    added: 'Duyuru eklendi',
    published: 'bir duyuru yayımladı',
    facts: 'Kimin için',
    due: 'Son gün',
    read: 'Okudum',
    confirmed: 'okuduğunu onayladın',
    stats: '2 kişiden 1 kişi onayladı',
    remind: 'Onaylamayanlara hatırlat',
    reminded: 'Hatırlatma gönderildi.',
    announcementsTab: 'Duyurular',
  },
] as const

function api(token: string, path: string, init: { method?: string; json?: unknown } = {}) {
  return fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': testAddress(),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  })
}

async function created(res: Response): Promise<number> {
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

/** A student of the campus placed in a department in year 2. */
async function studentOf(prefix: string, facultyId: number, departmentId: number) {
  const student = await verifiedUser(prefix, CAMPUS.domain)
  const res = await api(student.token, '/users/me/profile', {
    method: 'PUT',
    json: { faculty_id: facultyId, department_id: departmentId, study_year: 2 },
  })
  expect(res.status, await res.text()).toBe(200)
  return student
}

const notificationsOf = async (token: string) =>
  (await (await api(token, '/notifications/?filter_type=new')).json()) as {
    notification_type: string
    announcement_id: number | null
  }[]

describe('an announcement for one department in the browser', () => {
  afterAll(closeBrowser)

  it.each(LANGS)('is sent, confirmed, counted and reminded ($name)', async (l) => {
    const id = uniqueId()
    const admin = await signIn(CAMPUS.adminUsername, CAMPUS.password)
    const universityId = ((await (await api(admin.token, '/universities/me')).json()) as { id: number }).id
    const faculty = await created(
      await api(admin.token, `/universities/${universityId}/faculties`, {
        method: 'POST',
        json: { name: `Eng ${id}` },
      }),
    )
    const department = (name: string) =>
      api(admin.token, `/universities/${universityId}/faculties/${faculty}/departments`, {
        method: 'POST',
        json: { name },
      }).then(created)
    const computing = await department(`Computing ${id}`)
    const electrical = await department(`Electrical ${id}`)
    const reader = await studentOf('reader', faculty, computing)
    const late = await studentOf('late', faculty, computing)
    const other = await studentOf('other', faculty, electrical)

    const everyone = `Campus news ${id}`
    await created(
      await api(admin.token, `/universities/${universityId}/academics`, {
        method: 'POST',
        json: { title: everyone, content: 'For all of us.', date: '2027-01-04' },
      }),
    )

    // The UniAdmin writes one for the computing department only.
    const title = `Internship forms ${id}`
    const adminContext = await newContext({ locale: l.locale, theme: l.adminTheme, width: l.width })
    const adminPage = await signedInPage(adminContext, admin.token)
    await adminPage.goto('/universities')
    await adminPage.getByRole('button', { name: l.add }).click()
    // The kind is a pill: its label, not the hidden radio, takes the click.
    await adminPage.locator('label', { hasText: l.announcement }).click()
    const form = adminPage.getByRole('form', { name: l.announcement })
    await form.getByLabel(l.title, { exact: true }).fill(title)
    await form
      .getByLabel(l.content, { exact: true })
      .fill('Hand in your internship forms at the department office.')
    await form.getByLabel(l.date, { exact: true }).fill('2027-01-05')
    const audience = form.getByRole('group', { name: l.audience })
    await audience.getByRole('radio', { name: l.chosen }).check()
    await audience.getByRole('checkbox', { name: `Computing ${id}` }).check()
    await form.getByRole('checkbox', { name: l.ack }).check()
    await form.getByLabel(l.deadline).fill('2027-01-20')
    await audience.scrollIntoViewIfNeeded()
    await screenshot(adminPage, `announcement-audience-form-${l.shot}-${l.adminTheme}`, { fullPage: false })
    await form.getByRole('button', { name: l.publish }).click()
    await toast(adminPage, l.added).waitFor()

    // The student of that department is notified, opens it and confirms.
    const context = await newContext({ locale: l.locale, theme: l.studentTheme, width: l.width })
    const page = await signedInPage(context, reader.token)
    await page.goto('/notifications')
    await page.getByText(l.published).first().click()
    await page.waitForURL(/\/academics\/\d+$/)
    const announcementId = Number(new URL(page.url()).pathname.split('/').pop())
    await page.getByRole('heading', { name: title }).waitFor()
    const facts = page.getByRole('list', { name: l.facts })
    await expect.poll(() => facts.textContent()).toContain(`Computing ${id}`)
    expect(await facts.textContent()).toContain(l.due)
    await page.getByRole('button', { name: l.read }).click()
    await page.getByText(l.confirmed).waitFor()
    await screenshot(page, `announcement-confirmed-${l.shot}-${l.studentTheme}`)
    await context.close()

    // The student of another department: no notification, not on the university's Announcements tab.
    expect((await notificationsOf(other.token)).some((n) => n.announcement_id === announcementId)).toBe(false)
    const otherContext = await newContext({ locale: l.locale, theme: l.studentTheme, width: l.width })
    const otherPage = await signedInPage(otherContext, other.token)
    await otherPage.goto('/universities')
    await otherPage.getByRole('tab', { name: l.announcementsTab }).click()
    // The one for everyone shows: the list has loaded, and the other is not in it.
    await otherPage.getByRole('article').filter({ hasText: everyone }).waitFor()
    expect(await otherPage.getByRole('article').filter({ hasText: title }).count()).toBe(0)
    await otherContext.close()

    // The UniAdmin sees one of two confirmed and reminds the other, once.
    await adminPage.goto(`/academics/${announcementId}`)
    await adminPage.getByText(l.stats).waitFor()
    await adminPage.getByRole('button', { name: l.remind }).click()
    await toast(adminPage, l.reminded).waitFor()
    await screenshot(adminPage, `announcement-stats-${l.shot}-${l.adminTheme}`)
    expect(await adminPage.getByRole('button', { name: l.remind }).count()).toBe(0)
    await adminContext.close()

    await waitUntil(
      async () =>
        (await notificationsOf(late.token)).some(
          (n) => n.notification_type === 'announcement_reminder' && n.announcement_id === announcementId,
        ),
      'the reminder reaches the student who had not confirmed',
    )
    for (const person of [reader, other]) {
      expect(
        (await notificationsOf(person.token)).some((n) => n.notification_type === 'announcement_reminder'),
      ).toBe(false)
    }
  })
})
