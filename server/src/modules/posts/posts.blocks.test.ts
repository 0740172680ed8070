import type { FeedResponse, Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { approveFollow, block, follow, requestFollow } from '../../../test/graph.ts'
import { createPostAs, postForm } from '../../../test/posts.ts'

/** How the follow graph changing under posts changes what each side sees, and mentions across a block. */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const feedIds = async (token: string, tab: 'following' | 'for_you') => {
  const res = await as(t.app, token).get(`/api/feed?tab=${tab}&limit=100`)
  expect(res.statusCode).toBe(200)
  return (res.json() as FeedResponse)[tab].map((p) => p.id)
}

async function person(opts: { isPrivate?: boolean } = {}): Promise<{ user: TestUser; token: string }> {
  const user = await makeUser(t, opts)
  return { user, token: await loginAs(t.app, user) }
}

describe('blocking after a follow', () => {
  it('hides each side’s posts from the other in both feeds and on the post page', async () => {
    const a = await person()
    const b = await person()
    await follow(t.database.db, a.user.id, b.user.id)
    await follow(t.database.db, b.user.id, a.user.id)
    const byA = await createPostAs(t.app, a.token, 'from a')
    const byB = await createPostAs(t.app, b.token, 'from b')
    expect(await feedIds(a.token, 'following')).toContain(byB.id)
    expect(await feedIds(b.token, 'following')).toContain(byA.id)
    expect(await feedIds(a.token, 'for_you')).toContain(byB.id)

    await block(t.database.db, a.user.id, b.user.id)
    for (const [viewer, other] of [
      [a, byB],
      [b, byA],
    ] as const) {
      expect(await feedIds(viewer.token, 'following')).not.toContain(other.id)
      expect(await feedIds(viewer.token, 'for_you')).not.toContain(other.id)
      expect((await as(t.app, viewer.token).get(`/api/posts/${other.id}`)).statusCode).toBe(404)
    }
    // Each still sees their own.
    expect(await feedIds(a.token, 'following')).toContain(byA.id)
    expect(await feedIds(b.token, 'following')).toContain(byB.id)
  })

  it('makes replying to the blocker’s post impossible: the post is missing to the blocked', async () => {
    const blocker = await person()
    const blocked = await person()
    const post = await createPostAs(t.app, blocker.token, 'not for you')
    await block(t.database.db, blocker.user.id, blocked.user.id)
    const res = await postForm(t.app, blocked.token, `/api/posts/${post.id}/comments`, { content: 'hey' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'Post not found', code: 'post_not_found' })
    const page = (await as(t.app, blocker.token).get(`/api/posts/${post.id}`)).json() as Post
    expect(page).toMatchObject({ replies_count: 0, replies: [] })
  })
})

describe('a thread with replies the viewer may not see', () => {
  it('counts on the post page only the replies the viewer can load', async () => {
    const author = await person()
    const reader = await person()
    const hidden = await person()
    const root = await createPostAs(t.app, author.token, 'thread root')
    const comment = async (token: string, parent: number, content: string) =>
      (await postForm(t.app, token, `/api/posts/${parent}/comments`, { content })).json() as Post
    const shown = await comment(author.token, root.id, 'visible reply')
    await comment(hidden.token, root.id, 'reply by someone who blocks the reader')
    await comment(author.token, shown.id, 'visible nested')
    await comment(hidden.token, shown.id, 'hidden nested')
    await block(t.database.db, hidden.user.id, reader.user.id)

    const page = (await as(t.app, reader.token).get(`/api/posts/${root.id}`)).json() as Post
    expect(page).toMatchObject({ replies_count: 1, comments_count: 1 })
    expect(page.replies!.map((r) => [r.id, r.replies_count, r.replies!.length])).toEqual([[shown.id, 1, 1]])
    const rest = await as(t.app, reader.token).get(`/api/posts/${root.id}/replies?skip=0&limit=20`)
    expect((rest.json() as Post[]).length).toBe(page.replies_count)
    // The author, who blocks nobody, still sees and counts both.
    const own = (await as(t.app, author.token).get(`/api/posts/${root.id}`)).json() as Post
    expect(own).toMatchObject({ replies_count: 2 })
    expect(own.replies![0]).toMatchObject({ replies_count: 2 })
  })
})

describe('approving a follow request', () => {
  it('brings the private account’s posts into the follower’s Following feed and post page', async () => {
    const owner = await person({ isPrivate: true })
    const asker = await person()
    const post = await createPostAs(t.app, owner.token, 'followers only')
    await requestFollow(t.database.db, asker.user.id, owner.user.id)
    expect(await feedIds(asker.token, 'following')).not.toContain(post.id)
    expect((await as(t.app, asker.token).get(`/api/posts/${post.id}`)).statusCode).toBe(404)

    await approveFollow(t.database.db, asker.user.id, owner.user.id)
    expect(await feedIds(asker.token, 'following')).toContain(post.id)
    expect((await as(t.app, asker.token).get(`/api/posts/${post.id}`)).statusCode).toBe(200)
    expect((await as(t.app, asker.token).get(`/api/users/${owner.user.id}/posts`)).statusCode).toBe(200)
  })
})

describe('mentions across a block', () => {
  it('stay plain text when composing, replying and editing, either way of the block', async () => {
    const author = await person()
    const friend = await makeUser(t, { username: 'mention_friend' })
    const blocksAuthor = await makeUser(t, { username: 'mention_blocker' })
    const blockedByAuthor = await makeUser(t, { username: 'mention_blocked' })
    await block(t.database.db, blocksAuthor.id, author.user.id)
    await block(t.database.db, author.user.id, blockedByAuthor.id)
    const text = 'hi @mention_blocker @Mention_Friend @mention_blocked'
    const events: Record<string, unknown>[] = []
    await t.events.subscribe('post.created', (e) => events.push(e as Record<string, unknown>))

    const post = await createPostAs(t.app, author.token, text)
    expect(post.content).toBe(text)
    expect(post.mentions).toEqual([friend.id])
    expect(post.mentioned_users).toEqual([{ id: friend.id, username: 'mention_friend' }])
    // The event notifications will read names the friend alone.
    expect(events).toContainEqual(
      expect.objectContaining({ post_id: post.id, mentioned_user_ids: [friend.id] }),
    )

    const reply = await postForm(t.app, author.token, `/api/posts/${post.id}/comments`, { content: text })
    expect((reply.json() as Post).mentions).toEqual([friend.id])

    const plain = await createPostAs(t.app, author.token, 'nobody yet')
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${plain.id}`,
      headers: { authorization: `Bearer ${author.token}` },
      payload: { content: `now ${text}` },
    })
    expect(edited.statusCode).toBe(200)
    expect((edited.json() as Post).mentions).toEqual([friend.id])
  })
})
