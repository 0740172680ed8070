import type { Post } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { createPostAs, postForm } from '../../../test/posts.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { eventually, listOf, settle, typesOf } from './notifications.test-kit.ts'

/** Mutes (issue 16): a muted account's actions and posts with a muted word notify the muter of nothing. */
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const person = () => signedInUser(t)

async function replyAs(user: SignedInUser, postId: number, content: string): Promise<Post> {
  const res = await postForm(t.app, user.token, `/api/posts/${postId}/comments`, { content })
  if (res.statusCode !== 201) throw new Error(`reply failed: ${res.statusCode} ${res.body}`)
  return res.json() as Post
}

async function muteAs(muter: SignedInUser, path: string, body?: object) {
  const res = await as(t.app, muter.token).post(`/api/${path}`, body)
  if (res.statusCode >= 300) throw new Error(`mute failed: ${res.statusCode} ${res.body}`)
}

describe('notifications and mutes', () => {
  it('a muted account’s like, save, repost, reply, mention and follow write nothing; others still notify', async () => {
    const [author, muted, fan] = [await person(), await person(), await person()]
    await muteAs(author, `users/${muted.id}/mute`)
    const post = await createPostAs(t.app, author.token, 'exam tips inside')
    for (const action of ['like', 'save', 'retweet']) {
      expect((await as(t.app, muted.token).post(`/api/posts/${post.id}/${action}`)).statusCode).toBe(200)
    }
    await replyAs(muted, post.id, 'nice tips')
    await createPostAs(t.app, muted.token, `@${author.username} look at this`)
    expect((await as(t.app, muted.token).post(`/api/users/${author.id}/follow`)).statusCode).toBe(200)
    await as(t.app, fan.token).post(`/api/posts/${post.id}/like`)
    const list = await eventually(
      () => listOf(t.app, author),
      (l) => l.length === 1,
    )
    await settle()
    expect((await listOf(t.app, author)).map((n) => [n.notification_type, n.actor_id])).toEqual([
      ['like', fan.id],
    ])
    expect(list).toHaveLength(1)
    // The muted account is not told: its own notifications are as ever.
    await as(t.app, author.token).post(
      `/api/posts/${(await createPostAs(t.app, muted.token, 'mine')).id}/like`,
    )
    await eventually(
      () => listOf(t.app, muted),
      (l) => typesOf(l).includes('like'),
    )
  })

  it('a reply or mention holding a muted word writes nothing; a like of one’s own post still does', async () => {
    const [author, replier] = [await person(), await person()]
    await muteAs(author, 'users/me/muted-words', { phrase: 'istanbul' })
    const post = await createPostAs(t.app, author.token, 'my Istanbul trip')
    await replyAs(replier, post.id, 'İSTANBUL is great')
    await createPostAs(t.app, replier.token, `@${author.username} #İstanbulda bugün`)
    await as(t.app, replier.token).post(`/api/posts/${post.id}/like`)
    await eventually(
      () => listOf(t.app, author),
      (l) => l.length === 1,
    )
    await settle()
    expect(typesOf(await listOf(t.app, author))).toEqual(['like'])
  })

  it('after an unmute or once the mute expired, notifications come again', async () => {
    const [author, a, b] = [await person(), await person(), await person()]
    await muteAs(author, `users/${a.id}/mute`)
    await muteAs(author, `users/${b.id}/mute`, { duration: '24h' })
    expect((await as(t.app, author.token).delete(`/api/users/${a.id}/mute`)).statusCode).toBe(200)
    await t.database.db.execute(
      sql`UPDATE user_mutes SET expires_at = now() - interval '1 second' WHERE muter_id = ${author.id}`,
    )
    await as(t.app, a.token).post(`/api/users/${author.id}/follow`)
    await as(t.app, b.token).post(`/api/users/${author.id}/follow`)
    const list = await eventually(
      () => listOf(t.app, author),
      (l) => l.length === 1 && l[0]!.group_count === 2,
    )
    expect(list[0]!.notification_type).toBe('follow')
  })
})
