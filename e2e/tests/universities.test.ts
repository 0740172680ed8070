import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, newContext, screenshot, toast } from '../support/browser.ts'
import { CAMPUS } from '../support/campus.ts'
import { PNG, signedInPage, signIn, uniqueId, verifiedUser } from '../support/people.ts'

/** Issue 10 in the browser: a UniAdmin publishes an event; students attend, save and comment on it. */

async function addEvent(page: Page, title: string) {
  await page.goto('/universities')
  await page.getByRole('heading', { name: CAMPUS.name }).waitFor()
  await page.getByRole('button', { name: 'Add event or announcement' }).click()
  const form = page.getByRole('form', { name: 'Event' })
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Description').fill('Concerts, stands and the spring picnic on the lawn.')
  await form.getByLabel('Date').fill('2027-04-20')
  await form.getByLabel('Time').fill('18:30')
  await form.getByLabel('Location').fill('Devrim Stadium')
  await form
    .getByLabel('Banner image file')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG })
  await form.getByRole('button', { name: 'Publish' }).click()
  await toast(page, 'Event added').waitFor()
}

describe('universities and events in the browser', () => {
  afterAll(closeBrowser)

  it('a UniAdmin adds an event with a banner; a student attends, saves and comments, and finds it everywhere', async () => {
    const title = `Spring Festival ${uniqueId()}`
    const admin = await signIn(CAMPUS.adminUsername, CAMPUS.password)
    const adminContext = await newContext({ locale: 'en', theme: 'dark', width: 1440 })
    await addEvent(await signedInPage(adminContext, admin.token), title)
    await adminContext.close()

    const student = await verifiedUser('student', CAMPUS.domain)
    const context = await newContext({ locale: 'en', theme: 'light', width: 1440 })
    const page = await signedInPage(context, student.token)
    await page.goto('/universities')
    await page.getByRole('heading', { name: CAMPUS.name }).waitFor()
    await page.getByRole('tab', { name: 'Events' }).click()
    const card = page.getByRole('article').filter({ hasText: title })
    await card.waitFor()
    await expect.poll(() => card.locator('img').count()).toBeGreaterThan(0)
    await card.getByRole('link', { name: title }).click()

    await page.waitForURL(/\/events\/\d+$/)
    // The event page's own composer first: the list's cards (with their own Attend) may still show.
    await page.getByRole('textbox', { name: 'Write a comment' }).waitFor()
    await page.getByRole('heading', { name: title }).waitFor()
    await page.getByText('18:30').first().waitFor()
    await page.getByRole('button', { name: 'Attend' }).click()
    await page.getByRole('button', { name: 'Cancel Attendance' }).waitFor()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('button', { name: 'Remove from saved' }).waitFor()
    await page.getByRole('textbox', { name: 'Write a comment' }).fill('See you on the lawn!')
    await page.getByRole('button', { name: 'Comment', exact: true }).click()
    await page.getByRole('article').filter({ hasText: 'See you on the lawn!' }).waitFor()
    await screenshot(page, 'event-page-light-en')

    // For You holds it as an event card; the side panel's upcoming events (from the xl breakpoint) too.
    await page.goto('/home')
    await page.getByRole('article').filter({ hasText: title }).first().waitFor()
    await page
      .getByRole('complementary')
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor()

    // The profile counts the attended event.
    await page.goto('/myprofile')
    await page.getByText(/Attended event/).waitFor()

    // The calendar feed whose address settings shows holds it.
    await page.goto('/settings?section=calendar')
    const address = await page.getByRole('textbox', { name: 'Your calendar address' }).inputValue()
    const feed = await (await fetch(`${baseUrl()}${new URL(address).pathname}`)).text()
    expect(feed).toContain('BEGIN:VEVENT')
    expect(feed).toContain(`SUMMARY:${title}`)

    // Bookmarks holds it under Events.
    await page.goto('/bookmarks')
    await page.getByRole('tab', { name: 'Events' }).click()
    await page.getByRole('article').filter({ hasText: title }).waitFor()
    await context.close()
  })

  it('works the same in Turkish on a 390 px phone', async () => {
    const title = `Bahar Şenliği ${uniqueId()}`
    const admin = await signIn(CAMPUS.adminUsername, CAMPUS.password)
    const adminContext = await newContext({ locale: 'en', theme: 'dark', width: 1440 })
    await addEvent(await signedInPage(adminContext, admin.token), title)
    await adminContext.close()

    const student = await verifiedUser('ogrenci', CAMPUS.domain)
    const context = await newContext({ locale: 'tr', theme: 'dark', width: 390 })
    const page = await signedInPage(context, student.token)
    await page.goto('/universities')
    await page.getByRole('heading', { name: CAMPUS.name }).waitFor()
    await page.getByRole('tab', { name: 'Etkinlikler' }).click()
    const card = page.getByRole('article').filter({ hasText: title })
    await card.getByRole('link', { name: title }).click()
    await page.waitForURL(/\/events\/\d+$/)
    // The event page's own composer: until it shows, the list (whose community cards also say Katıl,
    // "Join") may still be on screen while the event page's code loads.
    await page.getByRole('textbox', { name: 'Yorum yaz' }).waitFor()
    await page.getByRole('heading', { name: title }).waitFor()
    await page.getByRole('button', { name: 'Katıl', exact: true }).click()
    await page.getByRole('button', { name: 'Katılımı İptal Et' }).waitFor()
    await page.getByRole('textbox', { name: 'Yorum yaz' }).fill('Orada olacağım!')
    await page.getByRole('button', { name: 'Yorum yap' }).click()
    await page.getByRole('article').filter({ hasText: 'Orada olacağım!' }).waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(overflow).toBe(false)
    await screenshot(page, 'event-page-dark-tr-390')
    await context.close()
  })
})
