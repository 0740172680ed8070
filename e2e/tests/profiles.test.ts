import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { api, postAs } from '../support/api.ts'
import { closeBrowser, newContext, screenshot } from '../support/browser.ts'
import { signedInPage, uniqueId, verifiedUser, waitUntil } from '../support/people.ts'

/** Calls the API as someone (the browser test's set-up and its checks of what the server holds). */
async function sees(page: Page, text: string): Promise<boolean> {
  return (await page.getByRole('article').filter({ hasText: text }).count()) > 0
}

describe('profiles, follow requests and blocking in the browser', () => {
  afterAll(closeBrowser)

  it('asks to follow a private account, the owner approves, the posts appear; a block hides them again', async () => {
    const owner = await verifiedUser('private')
    const fan = await verifiedUser('fan')
    const secret = `Only for my followers ${uniqueId()}`
    await postAs(owner.token, secret)

    // The owner makes the account private in settings.
    const ownerContext = await newContext({ locale: 'en', theme: 'dark' })
    const ownerPage = await signedInPage(ownerContext, owner.token)
    await ownerPage.goto('/settings?section=visibility')
    await ownerPage.getByRole('radio', { name: /private/i }).check()
    await waitUntil(
      async () =>
        ((await (await api(owner.token, '/users/me')).json()) as { is_private: boolean }).is_private,
      'the account is private',
    )
    await screenshot(ownerPage, 'settings-visibility-en-dark')

    // The fan sees the private-account message instead of the tabs, and asks to follow.
    const fanContext = await newContext({ locale: 'en', theme: 'light' })
    const fanPage = await signedInPage(fanContext, fan.token)
    await fanPage.goto(`/users/${owner.id}`)
    await expect.poll(() => fanPage.getByText('This account is private').count()).toBe(1)
    expect(await sees(fanPage, secret)).toBe(false)
    await fanPage.getByRole('button', { name: 'Follow', exact: true }).click()
    await fanPage.getByRole('button', { name: 'Request sent' }).waitFor()
    await screenshot(fanPage, 'profile-private-requested-en-light')

    // The owner opens the requests from the profile and approves.
    await ownerPage.goto('/myprofile?followTab=requests')
    const dialog = ownerPage.getByRole('dialog')
    await dialog.getByText(`@${fan.username}`).waitFor()
    await screenshot(ownerPage, 'profile-requests-en-dark')
    await dialog.getByRole('button', { name: /approve/i }).click()
    await expect.poll(() => dialog.getByText(`@${fan.username}`).count()).toBe(0)

    // The fan now sees the posts on the profile and in Following.
    await fanPage.reload()
    await fanPage.getByRole('article').filter({ hasText: secret }).waitFor()
    await fanPage.getByRole('button', { name: 'Following', exact: true }).waitFor()
    await fanPage.goto('/home')
    await fanPage.getByRole('tab', { name: /following/i }).click()
    await fanPage.getByRole('article').filter({ hasText: secret }).waitFor()

    // The owner blocks the fan from the fan's profile; the posts are gone for the fan.
    await ownerPage.goto(`/users/${fan.id}`)
    await ownerPage.getByRole('button', { name: `More options for @${fan.username}` }).click()
    await ownerPage.getByRole('menuitem', { name: `Block @${fan.username}` }).click()
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click()
    await ownerPage.getByText(`You blocked @${fan.username}`).waitFor()
    await screenshot(ownerPage, 'profile-blocked-en-dark')

    await fanPage.reload()
    await fanPage.getByRole('tab', { name: /following/i }).click()
    await waitUntil(async () => !(await sees(fanPage, secret)), 'the post leaves the Following feed')
    await fanPage.goto(`/users/${owner.id}`)
    await fanPage.getByText('User not found').waitFor()
    expect((await api(fan.token, `/users/${owner.id}/posts`)).status).toBe(404)

    // Unblocking in settings lists the account and removes it from the list.
    await ownerPage.goto('/settings?section=mute-block')
    await ownerPage.getByRole('button', { name: `Unblock @${fan.username}` }).waitFor()
    await screenshot(ownerPage, 'settings-blocked-en-dark')
    await ownerPage.getByRole('button', { name: `Unblock @${fan.username}` }).click()
    await expect
      .poll(() => ownerPage.getByRole('button', { name: `Unblock @${fan.username}` }).count())
      .toBe(0)

    await ownerContext.close()
    await fanContext.close()
  })

  it('edits one’s own profile in Turkish on a phone', async () => {
    const me = await verifiedUser('profil')
    const context = await newContext({ locale: 'tr', theme: 'light', width: 390 })
    const page = await signedInPage(context, me.token)
    await page.goto('/myprofile')
    await page.getByRole('button', { name: 'Profili düzenle' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Takma ad').fill('Deniz')
    await dialog.getByLabel('Biyografi').fill('Bilgisayar mühendisliği, ikinci sınıf')
    await dialog.getByRole('button', { name: 'Kaydet' }).click()
    await page.getByText('Bilgisayar mühendisliği, ikinci sınıf').waitFor()
    await page.getByRole('region', { name: 'Profil' }).getByRole('heading', { name: 'Deniz' }).waitFor()
    await screenshot(page, 'profile-own-tr-light-390')
    await context.close()
  })
})
