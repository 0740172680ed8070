import type { Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { block, follow } from '../../../test/graph.ts'
import { createPostAs, postForm } from '../../../test/posts.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { eventually, listOf, settle, typesOf, unreadOf } from './notifications.test-kit.ts'

/** Likes, saves, reposts, replies, quotes and mentions: exactly one notification, to exactly whom. */
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const person = (opts: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, opts)

async function replyAs(user: SignedInUser, postId: number, content: string): Promise<Post> {
  const res = await postForm(t.app, user.token, `/api/posts/${postId}/comments`, { content })
  if (res.statusCode !== 201) throw new Error(`reply failed: ${res.statusCode} ${res.body}`)
  return res.json() as Post
}

describe('notifications of posts', () => {
  it('a like notifies the author once, with the post, the actor and an excerpt; one’s own like nothing', async () => {
    const [author, fan] = [await person(), await person({ nickname: 'Fan Nick' })]
    const post = await createPostAs(t.app, author.token, 'Exam week starts tomorrow, good luck everyone')
    expect((await as(t.app, author.token).post(`/api/posts/${post.id}/like`)).statusCode).toBe(200)
    expect((await as(t.app, fan.token).post(`/api/posts/${post.id}/like`)).statusCode).toBe(200)
    const [like] = await eventually(
      () => listOf(t.app, author),
      (list) => list.length === 1,
    )
    expect(like).toMatchObject({
      notification_type: 'like',
      post_id: post.id,
      actor_id: fan.id,
      actor_username: fan.username,
      actor_nickname: 'Fan Nick',
      is_read: false,
      group_count: 1,
      content: 'Exam week starts tomorrow, good luck everyone',
      excerpt: 'Exam week starts tomorrow, good luck everyone',
      title: null,
    })
    expect(await unreadOf(t.app, author)).toBe(1)
    expect(await listOf(t.app, fan)).toEqual([])
  })

  it('the excerpt is the post’s first 80 characters on one line, as it reads after an edit', async () => {
    const [author, fan] = [await person(), await person()]
    const line = 'Lecture notes for chapter seven are up'
    const post = await createPostAs(
      t.app,
      author.token,
      `${line}\n\n${'x'.repeat(30)} ${'y'.repeat(40)} tail`,
    )
    await as(t.app, fan.token).post(`/api/posts/${post.id}/like`)
    const [like] = await eventually(
      () => listOf(t.app, author),
      (list) => list.length === 1,
    )
    const excerpt = like!.excerpt!
    expect(excerpt).not.toMatch(/\n/)
    expect(excerpt.startsWith(`${line} ${'x'.repeat(30)} `)).toBe(true)
    expect(excerpt.endsWith('…')).toBe(true)
    expect([...excerpt].length).toBe(81)
    expect(like!.title).toBeNull()
    const edited = await as(t.app, author.token).put(`/api/posts/${post.id}`, { content: 'Notes moved' })
    expect(edited.statusCode).toBe(200)
    expect((await listOf(t.app, author))[0]!.excerpt).toBe('Notes moved')
  })

  it('toggling a like off takes the unread one away, and on again does not notify twice', async () => {
    const [author, fan] = [await person(), await person()]
    const post = await createPostAs(t.app, author.token, 'toggle me')
    await as(t.app, fan.token).post(`/api/posts/${post.id}/like`)
    await eventually(
      () => unreadOf(t.app, author),
      (n) => n === 1,
    )
    await as(t.app, fan.token).delete(`/api/posts/${post.id}/like`)
    await eventually(
      () => unreadOf(t.app, author),
      (n) => n === 0,
    )
    for (let i = 0; i < 3; i++) {
      await as(t.app, fan.token).post(`/api/posts/${post.id}/like`)
      await as(t.app, fan.token).delete(`/api/posts/${post.id}/like`)
    }
    await as(t.app, fan.token).post(`/api/posts/${post.id}/like`)
    await settle()
    const list = await listOf(t.app, author)
    expect(list).toHaveLength(1)
    expect(list[0]!.group_count).toBe(1)
  })

  it('groups likes of one post: one item with its count and the latest actors, counted once', async () => {
    const author = await person()
    const fans = [await person(), await person(), await person(), await person()]
    const post = await createPostAs(t.app, author.token, 'group me')
    // Each like's notification is waited for before the next like: with Redis the listeners of two
    // likes a millisecond apart run at once, and "the latest actors" are the latest written.
    let group: Awaited<ReturnType<typeof listOf>>[number] | undefined
    for (const [i, fan] of fans.entries()) {
      await as(t.app, fan.token).post(`/api/posts/${post.id}/like`)
      ;[group] = await eventually(
        () => listOf(t.app, author),
        (list) => list[0]?.group_count === i + 1,
      )
    }
    expect(group!.actors.map((a) => a.id)).toEqual([fans[3]!.id, fans[2]!.id, fans[1]!.id])
    expect(group!.actor_id).toBe(fans[3]!.id)
    expect(await unreadOf(t.app, author)).toBe(1)
    // Reading the item reads the group.
    const read = await as(t.app, author.token).post(`/api/notifications/${group!.id}/read`, {
      is_read: true,
    })
    expect(read.json()).toEqual({ id: group!.id, is_read: true, unread_count: 0 })
    expect(await listOf(t.app, author)).toEqual([])
    expect((await listOf(t.app, author, 'read'))[0]!.group_count).toBe(4)
  })

  it('saves and reposts notify as their kinds; an unrepost takes the unread one away', async () => {
    const [author, fan] = [await person(), await person()]
    const post = await createPostAs(t.app, author.token, 'save and repost')
    await as(t.app, fan.token).post(`/api/posts/${post.id}/save`)
    await as(t.app, fan.token).post(`/api/posts/${post.id}/retweet`)
    const list = await eventually(
      () => listOf(t.app, author),
      (l) => l.length === 2,
    )
    expect(typesOf(list).sort()).toEqual(['repost', 'save'])
    await as(t.app, fan.token).delete(`/api/posts/${post.id}/retweet`)
    await eventually(
      () => listOf(t.app, author),
      (l) => typesOf(l).join() === 'save',
    )
  })

  it('a reply notifies the parent’s author, a quote the quoted one, a mention the others named', async () => {
    const [author, replier, named] = [await person(), await person(), await person()]
    const post = await createPostAs(t.app, author.token, 'parent')
    const reply = await replyAs(replier, post.id, `@${author.username} @${named.username} agreed`)
    const quote = (
      await postForm(t.app, replier.token, `/api/posts/${post.id}/quote`, { comment: 'quoting' })
    ).json() as Post
    const mine = await eventually(
      () => listOf(t.app, author),
      (l) => l.length === 2,
    )
    expect(mine.map((n) => [n.notification_type, n.post_id])).toEqual([
      ['quote', quote.id],
      ['comment', reply.id],
    ])
    const theirs = await eventually(
      () => listOf(t.app, named),
      (l) => l.length === 1,
    )
    expect(theirs[0]).toMatchObject({ notification_type: 'mention', post_id: reply.id, actor_id: replier.id })
  })

  it('never reveals a post the recipient may not see: a private account’s mention or reply', async () => {
    const [reader, secret, follower] = [await person(), await person({ isPrivate: true }), await person()]
    await follow(t.database.db, follower.id, secret.id)
    await createPostAs(t.app, secret.token, `@${reader.username} @${follower.username} psst`)
    const open = await createPostAs(t.app, reader.token, 'open post')
    await replyAs(secret, open.id, 'hidden reply')
    await eventually(
      () => listOf(t.app, follower),
      (l) => l.length === 1,
    )
    await settle()
    expect(await listOf(t.app, reader)).toEqual([])
    expect(await unreadOf(t.app, reader)).toBe(0)
  })

  it('nothing from a blocked account either way, and a block removes what came before', async () => {
    const [author, blocked, blocker] = [await person(), await person(), await person()]
    const post = await createPostAs(t.app, author.token, 'no trolls')
    await block(t.database.db, author.id, blocked.id)
    await as(t.app, blocked.token).post(`/api/posts/${post.id}/save`)
    await as(t.app, blocker.token).post(`/api/posts/${post.id}/like`)
    await eventually(
      () => listOf(t.app, author),
      (l) => l.length === 1,
    )
    // The author now blocks the one who liked: the like's notification goes.
    expect((await as(t.app, author.token).post(`/api/users/${blocker.id}/block`)).statusCode).toBe(200)
    await eventually(
      () => listOf(t.app, author),
      (l) => l.length === 0,
    )
  })

  it('a deleted reply takes its notification away, and a post made invisible hides its own', async () => {
    const [author, fan, turncoat] = [await person(), await person(), await person()]
    const post = await createPostAs(t.app, author.token, 'short-lived')
    const reply = await replyAs(fan, post.id, 'reply')
    await eventually(
      () => listOf(t.app, author),
      (l) => l.length === 1,
    )
    const kept = await createPostAs(t.app, author.token, `@${turncoat.username} hi`)
    await eventually(
      () => listOf(t.app, turncoat),
      (l) => l.length === 1,
    )
    // The reply is deleted: its notification goes.
    expect((await as(t.app, fan.token).delete(`/api/posts/${reply.id}`)).statusCode).toBeLessThan(300)
    await eventually(
      () => listOf(t.app, author),
      (l) => l.length === 0,
    )
    // The author goes private: the mention of someone who does not follow them is hidden.
    await as(t.app, author.token).put('/api/users/me/profile', { is_private: true })
    expect((await listOf(t.app, turncoat)).filter((n) => n.post_id === kept.id)).toEqual([])
    expect(await unreadOf(t.app, turncoat)).toBe(0)
  })
})
