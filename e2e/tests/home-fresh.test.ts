import { afterAll, describe, expect, it } from 'vitest'
import { api, postAs } from '../support/api.ts'
import { closeBrowser, newContext, screenshot } from '../support/browser.ts'
import { signedInPage, uniqueId, verifiedUser } from '../support/people.ts'

/** Issue 28 in the browser: Home's 'Show new posts' bar, and the new-chat picker before anything is typed. */

describe('Home and the picker in the browser', () => {
  afterAll(closeBrowser)

  it("shows the 'Show new posts' bar when a followed author posts, and puts the post on top when pressed", async () => {
    const reader = await verifiedUser('fresh_reader')
    const author = await verifiedUser('fresh_author')
    expect((await api(reader.token, `/users/${author.id}/follow`, { method: 'POST' })).ok).toBe(true)
    const first = `Morning lecture notes ${uniqueId()}`
    await postAs(author.token, first)

    for (const [locale, theme, bar] of [
      ['en', 'dark', 'Show new posts'],
      ['tr', 'light', 'Yeni gönderileri göster'],
    ] as const) {
      const context = await newContext({ locale, theme, width: 390 })
      const page = await signedInPage(context, reader.token)
      await page.clock.install()
      await page.goto('/home')
      await page.getByRole('tab', { name: locale === 'en' ? 'Following' : 'Takip Edilenler' }).click()
      const feed = page.getByRole('tabpanel')
      await feed.getByText(first).waitFor()

      const fresh = `Lunch at the quad ${uniqueId()}`
      await postAs(author.token, fresh)
      // Nothing moves under the reader: the new post waits behind the bar.
      await page.clock.fastForward('01:05')
      const button = page.getByRole('button', { name: bar })
      await button.waitFor()
      expect(await feed.getByText(fresh).count()).toBe(0)
      await screenshot(page, `home-new-posts-bar-${locale}-${theme}-390`, { fullPage: false })

      await button.click()
      await expect
        .poll(async () => (await feed.getByRole('article').first().textContent()) ?? '')
        .toContain(fresh)
      expect(await button.count()).toBe(0)
      await context.close()
    }
  })

  it('lists people in the new-chat picker before anything is typed', async () => {
    const me = await verifiedUser('picker_me')
    // The list is alphabetical and every earlier test file's accounts are in it: names that sort first
    // keep these two on the first page, however many files ran before.
    const others = await Promise.all([verifiedUser('aa_picker_a'), verifiedUser('aa_picker_b')])
    const context = await newContext({ locale: 'en', theme: 'light' })
    const page = await signedInPage(context, me.token)
    await page.goto('/messages')
    await page.getByRole('button', { name: 'New message' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New message' })
    await dialog.waitFor()
    // Nothing typed, and the list already holds people (scroll on if a page is not enough).
    expect(await dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first().inputValue()).toBe('')
    for (const other of others) {
      await expect
        .poll(async () => {
          const found = await dialog.getByText(`@${other.username}`).count()
          if (found === 0) await dialog.locator('li').last().scrollIntoViewIfNeeded()
          return found
        })
        .toBeGreaterThan(0)
    }
    expect(await dialog.getByText(`@${me.username}`).count()).toBe(0)
    await screenshot(page, 'new-chat-picker-before-typing-en-light')
    await context.close()
  })
})
