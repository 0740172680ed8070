import type { Post } from '@agora/contract'
import { afterAll, describe, expect, it } from 'vitest'
import { apiJson } from '../support/api.ts'
import { closeBrowser, newContext, screenshot, toast } from '../support/browser.ts'
import { signedInPage, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Issue 31 in the browser: a poll written in the composer, voted on by another student, and closed
 * (the test server lets a poll last seconds: POLL_TEST_MIN_SECONDS in support/global-setup.ts), with
 * the notice its author then gets.
 */

async function pollByApi(token: string, content: string, options: string[], seconds: number): Promise<Post> {
  const form = new FormData()
  form.set('content', content)
  form.set('poll', JSON.stringify({ options, duration_seconds: seconds, multiple: false }))
  return apiJson<Post>(token, '/posts/', { method: 'POST', body: form })
}

describe('polls in the browser', () => {
  afterAll(closeBrowser)

  it('a student writes a poll in the composer; another votes and sees the shares', async () => {
    const author = await verifiedUser('pollster')
    const voter = await verifiedUser('pollvoter')
    const question = `Where do we study tonight? ${uniqueId()}`

    const writing = await newContext({ locale: 'en', theme: 'light', width: 1440 })
    const page = await signedInPage(writing, author.token)
    await page.goto('/home')
    const composer = page.getByRole('form', { name: 'Write a post' })
    await composer.getByRole('textbox', { name: 'Write a post' }).fill(question)
    await composer.getByRole('button', { name: 'Add a poll' }).click()
    await composer.getByRole('textbox', { name: 'Option 1' }).fill('Library')
    await composer.getByRole('textbox', { name: 'Option 2' }).fill('Cafeteria')
    await composer.getByRole('button', { name: 'Add an option' }).click()
    await composer.getByRole('textbox', { name: 'Option 3' }).fill('Dorm lounge')
    await composer.getByRole('combobox', { name: 'Poll length' }).selectOption('3600')
    // The photo button gives way while a poll is on (a post has one or the other).
    expect(await composer.getByRole('button', { name: 'Add a photo or video' }).isDisabled()).toBe(true)
    await screenshot(page, 'poll-composer-en-light-1440', { fullPage: false })
    await composer.getByRole('button', { name: 'Post', exact: true }).click()
    await toast(page, 'Your post was sent').waitFor()
    const mine = page.getByRole('article').filter({ hasText: question }).first()
    await mine.getByText('0%').first().waitFor()
    await mine.getByText(/59 minutes left|1 hour left/).waitFor()
    await writing.close()

    const reading = await newContext({ locale: 'tr', theme: 'dark', width: 390 })
    const phone = await signedInPage(reading, voter.token)
    await phone.goto(`/users/${author.id}`)
    const card = phone.getByRole('article').filter({ hasText: question }).first()
    await card.getByRole('radio', { name: 'Cafeteria' }).check()
    await screenshot(phone, 'poll-vote-tr-dark-390', { fullPage: false })
    await card.getByRole('button', { name: 'Oy ver' }).click()
    const results = card.getByRole('list', { name: 'Anket' })
    await results.getByText('100%').waitFor()
    await card.getByText(/1 oy/).waitFor()
    expect(await card.getByRole('radio').count()).toBe(0)
    await screenshot(phone, 'poll-results-tr-dark-390', { fullPage: false })
    await reading.close()
  })

  it('closes: the voter sees the final results, and the author is told', async () => {
    const author = await verifiedUser('pollend')
    const voter = await verifiedUser('pollend')
    const question = `Quick one ${uniqueId()}`
    const post = await pollByApi(author.token, question, ['Yes', 'No'], 6)

    const context = await newContext({ locale: 'en', theme: 'dark', width: 1440 })
    const page = await signedInPage(context, voter.token)
    await page.goto(`/posts/${post.id}`)
    await page.getByRole('radio', { name: 'No' }).check()
    await page.getByRole('button', { name: 'Vote' }).click()
    await page.getByText('100%').waitFor()
    await page.waitForTimeout(6_500)
    await page.reload()
    await page.getByText(/Final results/).waitFor()
    await screenshot(page, 'poll-final-en-dark-1440', { fullPage: false })
    await context.close()

    const authoring = await newContext({ locale: 'en', theme: 'light', width: 390 })
    const inbox = await signedInPage(authoring, author.token)
    // The job tells within seconds of the close; each visit waits for the list to load before it looks.
    const notice = inbox.getByText('A poll you made or voted in has ended: see the results')
    await expect
      .poll(
        async () => {
          await inbox.goto('/notifications')
          await inbox.getByRole('tab', { name: 'New' }).waitFor()
          return notice
            .first()
            .waitFor({ timeout: 4_000 })
            .then(() => true)
            .catch(() => false)
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBe(true)
    await screenshot(inbox, 'poll-notice-en-light-390', { fullPage: false })
    await authoring.close()
  })
})
