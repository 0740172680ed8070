import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress } from '../support/browser.ts'
import { signedInPage, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Issue 12 in the browser: one person likes, replies with a mention and follows; the other's badge
 * rises live over the socket, the likes group, opening one reads it and the count drops.
 */

async function api(token: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': testAddress(), ...init.headers },
  })
  expect(res.status, `${path}: ${res.status}`).toBeLessThan(300)
  return res.json() as Promise<{ id: number }>
}

const postAs = (token: string, content: string) => {
  const body = new FormData()
  body.set('content', content)
  return api(token, '/posts/', { method: 'POST', body })
}

/** The navigation's Notifications entry with this accessible name (its count is in the name). */
function bell(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).first()
}

describe('notifications in the browser', () => {
  afterAll(closeBrowser)

  it('a like, a reply with a mention and a follow reach the other person live; likes group; opening one reads it', async () => {
    const owner = await verifiedUser('owner')
    const fan = await verifiedUser('fan')
    const friend = await verifiedUser('friend')
    const text = `Who is coming to the hackathon? ${uniqueId()}`
    const post = await postAs(owner.token, text)

    const ownerContext = await newContext({ locale: 'en', theme: 'light', width: 1440 })
    const ownerPage = await signedInPage(ownerContext, owner.token)
    await ownerPage.goto('/home')
    await bell(ownerPage, 'Notifications').waitFor()

    const fanContext = await newContext({ locale: 'en', theme: 'dark', width: 1440 })
    const fanPage = await signedInPage(fanContext, fan.token)
    await fanPage.goto(`/posts/${post.id}`)
    const main = fanPage.getByRole('article').filter({ hasText: text }).first()
    await main.getByRole('button', { name: 'Like', exact: true }).click()
    await main.getByRole('button', { name: 'Unlike' }).waitFor()
    // The owner's badge rises without a reload.
    await bell(ownerPage, 'Notifications 1 new').waitFor()

    const replyForm = fanPage.getByRole('form', { name: 'Write a reply' })
    await replyForm.getByRole('textbox', { name: 'Write a reply' }).fill(`@${friend.username} count us in!`)
    await replyForm.getByRole('button', { name: 'Reply', exact: true }).click()
    await fanPage.getByRole('article').filter({ hasText: 'count us in!' }).waitFor()
    await fanPage.goto(`/users/${owner.id}`)
    await fanPage.getByRole('button', { name: 'Follow', exact: true }).click()
    // A second like groups with the first.
    await api(friend.token, `/posts/${post.id}/like`, { method: 'POST' })
    await bell(ownerPage, 'Notifications 3 new').waitFor()
    await fanContext.close()

    await bell(ownerPage, 'Notifications 3 new').click()
    const list = ownerPage.getByRole('list', { name: 'New' })
    const likes = list.getByRole('link', { name: `${friend.username} and 1 other liked your post` })
    await likes.waitFor()
    await list.getByRole('link', { name: `${fan.username} replied to your post` }).waitFor()
    await list.getByRole('link', { name: `${fan.username} followed you` }).waitFor()
    await ownerPage.getByText('3 unread').waitFor()
    await screenshot(ownerPage, 'notifications-light-en')
    await likes.click()
    await ownerPage.waitForURL(new RegExp(`/posts/${post.id}$`))
    await bell(ownerPage, 'Notifications 2 new').waitFor()
    expect(await ownerPage.title()).toMatch(/^\(2\) /)
    await ownerContext.close()

    // The friend was mentioned in the reply.
    const friendContext = await newContext({ locale: 'en', theme: 'dark', width: 1440 })
    const friendPage = await signedInPage(friendContext, friend.token)
    await friendPage.goto('/notifications')
    await friendPage.getByRole('link', { name: `${fan.username} mentioned you` }).waitFor()
    await screenshot(friendPage, 'notifications-dark-en')
    await friendContext.close()
  })

  it('works the same in Turkish on a 390 px phone', async () => {
    const owner = await verifiedUser('sahip')
    const fan = await verifiedUser('hayran')
    const post = await postAs(owner.token, `Kütüphane bu akşam açık mı? ${uniqueId()}`)
    const context = await newContext({ locale: 'tr', theme: 'dark', width: 390 })
    const page = await signedInPage(context, owner.token)
    await page.goto('/home')
    const tabBar = page.getByRole('navigation', { name: 'Hızlı gezinme' })
    await tabBar.getByRole('link', { name: 'Bildirimler', exact: true }).waitFor()
    await api(fan.token, `/posts/${post.id}/like`, { method: 'POST' })
    await api(fan.token, `/users/${owner.id}/follow`, { method: 'POST' })
    const badge = tabBar.getByRole('link', { name: 'Bildirimler 2 yeni', exact: true })
    await badge.waitFor()
    await badge.click()
    await page.getByRole('link', { name: `${fan.username} gönderini beğendi` }).waitFor()
    await page.getByRole('link', { name: `${fan.username} seni takip etti` }).waitFor()
    await screenshot(page, 'notifications-dark-tr-phone')
    await page.getByRole('button', { name: 'Tümünü okundu işaretle' }).click()
    await page.getByText('Hepsini gördün').waitFor()
    await tabBar.getByRole('link', { name: 'Bildirimler', exact: true }).waitFor()
    await page.getByRole('tab', { name: 'Okunmuş' }).click()
    await page.getByRole('combobox', { name: 'Zaman aralığı' }).selectOption('24h')
    await page.getByRole('link', { name: `${fan.username} seni takip etti` }).waitFor()
    await context.close()
  })
})
