import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { api, postAs } from '../support/api.ts'
import { closeBrowser, newContext, screenshot, toast } from '../support/browser.ts'
import { signedInPage, uniqueId, verifiedUser, waitUntil } from '../support/people.ts'

/** Calls the API as someone (the test's set-up). */
async function followingFeedShows(page: Page, text: string): Promise<boolean> {
  await page.goto('/home')
  await page.getByRole('tab', { name: /following/i }).click()
  await page.getByRole('article').first().waitFor()
  return (await page.getByRole('article').filter({ hasText: text }).count()) > 0
}

describe('muting in the browser', () => {
  afterAll(closeBrowser)

  it('mutes an account from its profile: its post leaves the feed; unmuting in settings brings it back', async () => {
    const reader = await verifiedUser('reader')
    const loud = await verifiedUser('loud')
    const calm = await verifiedUser('calm')
    for (const author of [loud, calm]) {
      expect((await api(reader.token, `/users/${author.id}/follow`, { method: 'POST' })).status).toBe(200)
    }
    const noisy = `So many opinions today ${uniqueId()}`
    const quiet = `A quiet note ${uniqueId()}`
    await postAs(loud.token, noisy)
    await postAs(calm.token, quiet)

    const context = await newContext({ locale: 'en', theme: 'dark' })
    const page = await signedInPage(context, reader.token)
    expect(await followingFeedShows(page, noisy)).toBe(true)

    await page.goto(`/users/${loud.id}`)
    await page.getByRole('button', { name: `More options for @${loud.username}` }).click()
    await page.getByRole('menuitem', { name: `Mute @${loud.username}` }).click()
    await toast(page, `@${loud.username} is muted`).waitFor()
    // The profile still shows the post: muting is not blocking.
    await page.getByRole('article').filter({ hasText: noisy }).waitFor()

    await waitUntil(async () => !(await followingFeedShows(page, noisy)), 'the muted post leaves the feed')
    expect(await followingFeedShows(page, quiet)).toBe(true)
    // The muted account sees the reader as before.
    const seen = (await (await api(loud.token, `/users/${reader.id}`)).json()) as { relation: object }
    expect(seen.relation).toMatchObject({ is_muted: false, is_blocked: false })

    await page.goto('/settings?section=mute-block')
    await page.getByRole('button', { name: `Unmute @${loud.username}` }).waitFor()
    await screenshot(page, 'settings-muted-en-dark')
    await page.getByRole('button', { name: `Unmute @${loud.username}` }).click()
    await toast(page, `@${loud.username} has been unmuted.`).waitFor()
    await waitUntil(() => followingFeedShows(page, noisy), 'the post comes back once unmuted')
    await context.close()
  })

  it('a muted word hides posts with it, Turkish folding included, in Turkish on a phone', async () => {
    const reader = await verifiedUser('kelime')
    const author = await verifiedUser('yazar')
    expect((await api(reader.token, `/users/${author.id}/follow`, { method: 'POST' })).status).toBe(200)
    const muted = `İSTANBUL trafiği yine durdu ${uniqueId()}`
    const kept = `Ankara bugün sakin ${uniqueId()}`
    await postAs(author.token, muted)
    await postAs(author.token, kept)

    const context = await newContext({ locale: 'tr', theme: 'light', width: 390 })
    const page = await signedInPage(context, reader.token)
    await page.goto('/settings?section=muted-words')
    await page.getByLabel('Kelime, ifade ya da etiket').fill('istanbul')
    await page.getByLabel('Ne kadar süreyle').selectOption('7d')
    await page.getByRole('button', { name: 'Sessize al', exact: true }).click()
    await page.getByRole('list', { name: 'Sessize aldığın kelimeler' }).getByText('istanbul').waitFor()
    await screenshot(page, 'settings-muted-words-tr-light-390')

    await page.goto('/home')
    await page.getByRole('tab', { name: /takip/i }).click()
    await page.getByRole('article').filter({ hasText: kept }).waitFor()
    expect(await page.getByRole('article').filter({ hasText: muted }).count()).toBe(0)
    await context.close()
  })
})
