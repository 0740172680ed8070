import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { apiJson } from '../support/api.ts'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress } from '../support/browser.ts'
import { signedInPage, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Issue 13 in the browser: a stranger's first message waits as a request, is accepted, and messages
 * go both ways live; a group of three in Turkish on a phone. (Two instances and a restart: chat-
 * instances.test.ts.)
 */

/** A page, or a part of one (the floating widget). */
type Scope = Page | Locator

/** Types into the conversation's input and presses Enter. */
async function say(page: Scope, text: string, input = 'Message') {
  const box = page.getByRole('textbox', { name: input, exact: true })
  await box.fill(text)
  await box.press('Enter')
}

/** A message bubble with exactly this text, in the open conversation. */
const bubble = (page: Scope, text: string, list = 'Messages') =>
  page.getByRole('list', { name: list, exact: true }).getByText(text, { exact: true })

describe('chat in the browser', () => {
  afterAll(closeBrowser)

  it('a request is accepted, then messages go both ways live', async () => {
    const ayse = await verifiedUser('ayse')
    const can = await verifiedUser('can')

    const ayseContext = await newContext({ locale: 'en', theme: 'light', width: 1440 })
    const aysePage = await signedInPage(ayseContext, ayse.token)
    await aysePage.goto('/messages')
    await aysePage.getByText('Send private messages to a classmate or a group.').waitFor()
    await aysePage.getByRole('button', { name: 'New message' }).first().click()
    const picker = aysePage.getByRole('dialog', { name: 'New message' })
    await picker.getByRole('searchbox', { name: 'Search people' }).fill(can.username)
    await picker.getByRole('checkbox', { name: new RegExp(can.username) }).check()
    await picker.getByRole('button', { name: 'Chat', exact: true }).click()
    await aysePage.waitForURL(/\/messages\/\d+$/)
    const first = `Hi Can! Are you in Physics 101? ${uniqueId()}`
    await say(aysePage, first)
    await bubble(aysePage, first).waitFor()
    // Can does not follow Ayşe: the chat waits for him, and is in her list.
    await aysePage.getByRole('list', { name: 'Chats' }).getByRole('link', { name: can.username }).waitFor()

    const canContext = await newContext({ locale: 'en', theme: 'dark', width: 1440 })
    const canPage = await signedInPage(canContext, can.token)
    await canPage.goto('/messages')
    const requests = canPage.getByRole('list', { name: 'Message requests' })
    await requests.getByText(first).waitFor()
    await screenshot(canPage, 'chat-request-dark-en', { fullPage: false })
    await canPage.getByRole('button', { name: `Accept the request from ${ayse.username}` }).click()
    await canPage.waitForURL(/\/messages\/\d+$/)
    await bubble(canPage, first).waitFor()
    await expect(requests.count()).resolves.toBe(0)

    const reply = `Yes! Shall we study together? ${uniqueId()}`
    await say(canPage, reply)
    // It reaches Ayşe's open conversation without a reload.
    await bubble(aysePage, reply).waitFor()
    const again = `Library, 5 pm ${uniqueId()}`
    await say(aysePage, again)
    await bubble(canPage, again).waitFor()
    expect(await bubble(canPage, again).count()).toBe(1)
    // Shift+Enter breaks the line instead of sending.
    const box = canPage.getByRole('textbox', { name: 'Message', exact: true })
    await box.fill('first line')
    await box.press('Shift+Enter')
    await box.pressSequentially('second line')
    expect(await box.inputValue()).toBe('first line\nsecond line')
    await box.press('Enter')
    await bubble(aysePage, 'first line\nsecond line').waitFor()
    await aysePage.getByText('Seen', { exact: true }).waitFor()
    await screenshot(aysePage, 'chat-conversation-light-en', { fullPage: false })
    await screenshot(canPage, 'chat-conversation-dark-en', { fullPage: false })

    // The floating widget: Can reads and answers from Home; the quick chat is live both ways.
    await canPage.goto('/home')
    await canPage.getByRole('button', { name: /^Messages/ }).click()
    const widget = canPage.getByRole('region', { name: 'Messages', exact: true })
    await widget.getByRole('button', { name: new RegExp(ayse.username) }).click()
    await bubble(widget, again).waitFor()
    const live = `On my way ${uniqueId()}`
    await say(aysePage, live)
    await bubble(widget, live).waitFor()
    const quick = `Bring the notes ${uniqueId()}`
    await say(widget, quick)
    await bubble(aysePage, quick).waitFor()
    await screenshot(canPage, 'chat-widget-dark-en', { fullPage: false })
    // Open in full view goes to the chat in Messages, where the widget is not shown.
    await widget.getByRole('link', { name: 'Open in full view' }).click()
    await canPage.waitForURL(/\/messages\/\d+$/)
    // The widget leaves as Messages renders (the bubble alone could still be the widget's own).
    await widget.waitFor({ state: 'detached' })
    await canPage.getByRole('main').getByText(quick, { exact: true }).waitFor()

    // The profile's Message button opens the same chat.
    const chatUrl = aysePage.url()
    await aysePage.goto(`/users/${can.id}`)
    await aysePage.getByRole('button', { name: 'Message', exact: true }).click()
    await aysePage.waitForURL(chatUrl)
    await bubble(aysePage, quick).waitFor()
    await canContext.close()
    await ayseContext.close()
  })

  it('a group of three, in Turkish on a 390 px phone', async () => {
    const [deniz, elif, mert] = await Promise.all([
      verifiedUser('deniz'),
      verifiedUser('elif'),
      verifiedUser('mert'),
    ])
    // Elif and Mert follow Deniz, so that her group needs no accepting.
    await apiJson(elif.token, `/users/${deniz.id}/follow`, { method: 'POST' })
    await apiJson(mert.token, `/users/${deniz.id}/follow`, { method: 'POST' })
    const group = await apiJson(deniz.token, '/chats/', {
      method: 'POST',
      body: JSON.stringify({ name: 'Fizik çalışma', is_group_chat: true, user_ids: [elif.id, mert.id] }),
    })

    const open = async (token: string) => {
      const context = await newContext({ locale: 'tr', theme: 'dark', width: 390 })
      return { context, page: await signedInPage(context, token) }
    }
    const [d, e, m] = [await open(deniz.token), await open(elif.token), await open(mert.token)]
    const [denizPage, elifPage, mertPage] = [d.page, e.page, m.page]
    await elifPage.goto('/messages')
    await elifPage.getByRole('link', { name: /Fizik çalışma/ }).click()
    await elifPage.waitForURL(new RegExp(`/messages/${group.id}$`))
    await mertPage.goto(`/messages/${group.id}`)
    await denizPage.goto(`/messages/${group.id}`)
    await denizPage.getByText('3 üye').waitFor()

    const hello = `Yarın 10'da kütüphanede mi? ${uniqueId()}`
    await say(denizPage, hello, 'Mesaj')
    await bubble(elifPage, hello, 'Mesajlar').waitFor()
    await bubble(mertPage, hello, 'Mesajlar').waitFor()
    const answer = `Ben varım ${uniqueId()}`
    await say(mertPage, answer, 'Mesaj')
    await bubble(denizPage, answer, 'Mesajlar').waitFor()
    await bubble(elifPage, answer, 'Mesajlar').waitFor()
    // In a group the sender's name stands over their message.
    await elifPage.getByText(mert.username, { exact: true }).first().waitFor()
    await screenshot(elifPage, 'chat-group-dark-tr-phone', { fullPage: false })
    // On the phone the conversation goes back to the list.
    await elifPage.getByRole('link', { name: 'Sohbetlere dön' }).click()
    await elifPage.waitForURL(/\/messages$/)
    await elifPage.getByRole('link', { name: /Fizik çalışma/ }).waitFor()
    await screenshot(elifPage, 'chat-list-dark-tr-phone', { fullPage: false })
    // The widget on the phone, above the tab bar: the group's quick chat, live.
    await elifPage.goto('/home')
    await elifPage.getByRole('button', { name: /^Mesajlar/ }).click()
    const widget = elifPage.getByRole('region', { name: 'Mesajlar', exact: true })
    await widget.getByRole('button', { name: /Fizik çalışma/ }).click()
    const later = `Not defterini getir ${uniqueId()}`
    await say(denizPage, later, 'Mesaj')
    await bubble(widget, later, 'Mesajlar').waitFor()
    await screenshot(elifPage, 'chat-widget-dark-tr-phone', { fullPage: false })
    await Promise.all([d, e, m].map((x) => x.context.close()))
  })

  it('on a 390 px phone the closed bubble shows its count once and leaves the controls at a row’s end free', async () => {
    const [reader, friend] = [await verifiedUser('bubble'), await verifiedUser('pal')]
    await apiJson(reader.token, `/users/${friend.id}/follow`, { method: 'POST' })
    const chat = await apiJson(friend.token, '/chats/', {
      method: 'POST',
      body: JSON.stringify({ is_group_chat: false, user_ids: [reader.id] }),
    })
    await apiJson(friend.token, `/chats/${chat.id}/messages/`, {
      method: 'POST',
      body: JSON.stringify({ content: 'Are you coming?' }),
    })
    const texts: string[] = []
    // Enough rows that the list scrolls past the bubble on a 900 px high phone.
    for (let i = 0; i < 10; i++) {
      const form = new FormData()
      form.set('content', `Saved note ${i} ${uniqueId()}`)
      const res = await fetch(`${baseUrl()}/api/posts/`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${reader.token}`, 'x-forwarded-for': testAddress() },
      })
      expect(res.status).toBe(201)
      const post = (await res.json()) as { id: number }
      await apiJson(reader.token, `/posts/${post.id}/save`, { method: 'POST' })
      texts.push(form.get('content') as string)
    }
    const context = await newContext({ locale: 'en', theme: 'light', width: 390 })
    const page = await signedInPage(context, reader.token)
    await page.goto('/bookmarks')
    const open = page.getByRole('button', { name: 'Messages 1 unread' })
    await open.waitFor()
    // The count shows once (it used to show twice on a phone).
    expect(await open.getByText('1', { exact: true }).filter({ visible: true }).count()).toBe(1)

    // The oldest saved post is the last row: scrolled to the end, its Unsave is clear of the bubble.
    const last = page.getByRole('article').filter({ hasText: texts[0]! })
    await last.waitFor()
    const unsave = last.getByRole('button', { name: 'Unsave' })
    await unsave.waitFor()
    // Scrolled to the very end (the list may still be settling: measured again until it holds).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        const [control, bubbleBox] = [await unsave.boundingBox(), await open.boundingBox()]
        if (!control || !bubbleBox) return 'not measured'
        const overlaps =
          control.x < bubbleBox.x + bubbleBox.width &&
          bubbleBox.x < control.x + control.width &&
          control.y < bubbleBox.y + bubbleBox.height &&
          bubbleBox.y < control.y + control.height
        if (overlaps) return 'under the bubble'
        // What a tap on the control's centre reaches is the control itself.
        return page.evaluate(
          ([x, y]) =>
            document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label') ?? null,
          [control.x + control.width / 2, control.y + control.height / 2],
        )
      })
      .toBe('Unsave')
    await screenshot(page, 'chat-bubble-bookmarks-en-light-390', { fullPage: false })
    await unsave.click()
    await last.waitFor({ state: 'detached' })
    await context.close()
  })
})
