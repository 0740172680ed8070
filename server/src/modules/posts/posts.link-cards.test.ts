import type { ChatMessage, Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { createPostAs, postForm } from '../../../test/posts.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { coverPng, ogPage, startTestSite, type TestSite } from '../links/index.ts'
import { exportPostsOf } from './posts.export.ts'

/**
 * Issue 31: the card of a text's first link on posts, replies, quotes and chat messages, kept by id
 * (modules/links); the author may leave it out; nothing is fetched from an address that is not allowed.
 */
describe('link cards on posts and messages', () => {
  let t: TestApp
  let site: TestSite
  let elsewhere: TestSite
  let ayse: SignedInUser
  let can: SignedInUser
  beforeAll(async () => {
    site = await startTestSite()
    elsewhere = await startTestSite('127.0.0.2')
    t = await buildTestApp({ allowPrivateAddress: (a) => a === '127.0.0.1' })
    ayse = await signedInUser(t)
    can = await signedInUser(t)
    site.serve('/cover.png', { type: 'image/png', body: await coverPng() })
    for (const path of ['/spring', '/autumn', '/winter', '/chat', '/reply'])
      site.serve(path, { type: 'text/html', body: ogPage(`Page ${path.slice(1)}`) })
  })
  afterAll(async () => {
    await t.close()
    await site.close()
    await elsewhere.close()
  })

  const getPost = async (who: SignedInUser, id: number) =>
    (await as(t, who).get(`/api/posts/${id}`)).json() as Post
  const edit = (id: number, body: object) => as(t, ayse).put(`/api/posts/${id}`, body)

  it("carries the first link's card, read from the table after the composer's preview", async () => {
    const preview = await as(t, ayse).get(
      `/api/links/preview?url=${encodeURIComponent(`${site.origin}/spring`)}`,
    )
    expect(preview.statusCode).toBe(200)
    const post = await createPostAs(
      t.app,
      ayse.token,
      `Bahar ${site.origin}/spring and ${site.origin}/autumn`,
    )
    expect(post.link_card).toEqual(preview.json())
    expect(site.requests('/spring')).toBe(1)
    expect(site.requests('/autumn')).toBe(0)
    expect((await getPost(can, post.id)).link_card?.title).toBe('Page spring')
  })

  it('leaves the card out when the author removed it, and for a text without a link', async () => {
    const removed = await createPostAs(t.app, ayse.token, `No card ${site.origin}/winter`, {
      link_card: 'false',
    })
    expect(removed.link_card).toBeNull()
    expect(site.requests('/winter')).toBe(0)
    expect((await createPostAs(t.app, ayse.token, 'No link here')).link_card).toBeNull()
    const bad = await postForm(t.app, ayse.token, '/api/posts/', { content: 'x', link_card: 'maybe' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().detail[0].code).toBe('not_boolean')
  })

  it('fetches nothing from an address that is not allowed, and the post goes out without a card', async () => {
    elsewhere.serve('/inside', { type: 'text/html', body: ogPage('Inside') })
    const post = await createPostAs(t.app, ayse.token, `See ${elsewhere.origin}/inside`)
    expect(post.link_card).toBeNull()
    expect(elsewhere.requests('/inside')).toBe(0)
  })

  it('follows edits: kept with the same link, changed with a new one, removed and made again', async () => {
    const post = await createPostAs(t.app, ayse.token, `Edit me ${site.origin}/spring`)
    const same = await edit(post.id, { content: `Edited ${site.origin}/spring` })
    expect(same.json().link_card.title).toBe('Page spring')
    const changed = await edit(post.id, { content: `Now ${site.origin}/autumn` })
    expect(changed.json().link_card.title).toBe('Page autumn')
    const removed = await edit(post.id, { content: `Now ${site.origin}/autumn`, link_card: false })
    expect(removed.json().link_card).toBeNull()
    const kept = await edit(post.id, { content: `Still ${site.origin}/autumn` })
    expect(kept.json().link_card).toBeNull()
    const again = await edit(post.id, { content: `Still ${site.origin}/autumn`, link_card: true })
    expect(again.json().link_card.title).toBe('Page autumn')
    expect((await edit(post.id, { content: 'x', link_card: 'no' })).statusCode).toBe(422)
  })

  it('shows on replies, on a repost only through its original, and in the data export', async () => {
    const post = await createPostAs(t.app, ayse.token, `Original ${site.origin}/spring`)
    const reply = await postForm(t.app, can.token, `/api/posts/${post.id}/comments`, {
      content: `Reply ${site.origin}/reply`,
    })
    expect(reply.json().link_card.title).toBe('Page reply')
    const repost = await as(t, can).post(`/api/posts/${post.id}/retweet`)
    expect(repost.statusCode).toBeLessThan(300)
    const feed = (await as(t, can).get(`/api/users/${can.id}/posts`)).json() as { items?: Post[] } | Post[]
    const items = Array.isArray(feed) ? feed : (feed.items ?? [])
    const shared = items.find((p) => p.retweeted_status_id === post.id)
    expect(shared?.link_card).toBeNull()
    expect(shared?.retweeted_status?.link_card?.title).toBe('Page spring')
    const exported = await exportPostsOf(t.database.db, ayse.id)
    expect(exported.posts.find((p) => p.id === post.id)?.link_card?.title).toBe('Page spring')
  })

  it('carries a card on chat messages, leaves it out on request, and fetches nothing for a stranger', async () => {
    const chat = (await as(t, ayse).post('/api/chats/', { is_group_chat: false, user_ids: [can.id] })).json()
    const send = (who: SignedInUser, body: object) => as(t, who).post(`/api/chats/${chat.id}/messages/`, body)
    const sent = await send(ayse, { content: `Look ${site.origin}/chat` })
    expect(sent.statusCode).toBe(201)
    expect((sent.json() as ChatMessage).link_card?.title).toBe('Page chat')
    const plain = await send(ayse, { content: `Look ${site.origin}/chat`, link_card: false })
    expect((plain.json() as ChatMessage).link_card).toBeNull()
    const page = (await as(t, ayse).get(`/api/chats/${chat.id}/messages/`)).json() as ChatMessage[]
    expect(page.map((m) => m.link_card?.title ?? null)).toEqual(['Page chat', null])
    const stranger = await signedInUser(t)
    site.serve('/stranger', { type: 'text/html', body: ogPage('Stranger') })
    const refused = await send(stranger, { content: `Hi ${site.origin}/stranger` })
    expect(refused.statusCode).toBe(404)
    expect(site.requests('/stranger')).toBe(0)
  })
})
