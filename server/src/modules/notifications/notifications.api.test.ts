import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { follow } from '../../../test/graph.ts'
import { createPostAs } from '../../../test/posts.ts'
import { signedInUser } from '../../../test/users.ts'
import { eventually, listOf, settle, typesOf, unreadOf } from './notifications.test-kit.ts'

/** The calls of spec 000 section 7, follows, settings and filters. */
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const person = (opts: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, opts)

describe('the notification calls', () => {
  it('answers someone else’s notification as a missing one, and needs a token', async () => {
    const [author, fan, stranger] = [await person(), await person(), await person()]
    const post = await createPostAs(t.app, author.token, 'mine')
    await as(t.app, fan.token).post(`/api/posts/${post.id}/like`)
    const [like] = await eventually(
      () => listOf(t.app, author),
      (l) => l.length === 1,
    )
    const res = await as(t.app, stranger.token).post(`/api/notifications/${like!.id}/read`, {
      is_read: true,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'notification_not_found' })
    expect((await as(t.app, author.token).post('/api/notifications/99999999/read', {})).statusCode).toBe(404)
    expect((await as(t.app, null).get('/api/notifications/unread-count')).statusCode).toBe(401)
    expect((await as(t.app, author.token).get('/api/notifications/?filter_type=old')).statusCode).toBe(422)
    expect(await unreadOf(t.app, author)).toBe(1)
  })

  it('reads all at once; the read tab takes a time range, the new tab always uses all', async () => {
    const [author, a, b] = [await person(), await person(), await person()]
    const first = await createPostAs(t.app, author.token, 'one')
    const second = await createPostAs(t.app, author.token, 'two')
    await as(t.app, a.token).post(`/api/posts/${first.id}/like`)
    await as(t.app, b.token).post(`/api/posts/${second.id}/save`)
    await eventually(
      () => unreadOf(t.app, author),
      (n) => n === 2,
    )
    // An old one, from 10 days ago.
    await t.database.db.execute(
      sql`UPDATE notifications SET created_at = now() - interval '10 days' WHERE recipient_id = ${author.id} AND type = 'like'`,
    )
    expect(await listOf(t.app, author, 'new', '&time_filter=24h')).toHaveLength(2)
    const all = await as(t.app, author.token).post('/api/notifications/read-all')
    expect(all.json()).toEqual({ updated: 2, unread_count: 0 })
    expect(await listOf(t.app, author)).toEqual([])
    expect(typesOf(await listOf(t.app, author, 'read', '&time_filter=7d'))).toEqual(['save'])
    expect(typesOf(await listOf(t.app, author, 'read', '&time_filter=30d'))).toEqual(['save', 'like'])
    expect(await listOf(t.app, author, 'read', '&skip=1&limit=1')).toHaveLength(1)
  })

  it('a follow, a request (approved, then a follow), and an unfollow that takes the unread one away', async () => {
    const [open, closed, fan] = [await person(), await person({ isPrivate: true }), await person()]
    await as(t.app, fan.token).post(`/api/users/${open.id}/follow`)
    await as(t.app, fan.token).post(`/api/users/${closed.id}/follow`)
    const [followed] = await eventually(
      () => listOf(t.app, open),
      (l) => l.length === 1,
    )
    expect(followed).toMatchObject({ notification_type: 'follow', actor_id: fan.id, follow_request: false })
    const [request] = await eventually(
      () => listOf(t.app, closed),
      (l) => l.length === 1,
    )
    expect(request).toMatchObject({ notification_type: 'follow', follow_request: true })
    const requests = (await as(t.app, closed.token).get('/api/users/me/follow-requests')).json() as {
      id: number
    }[]
    await as(t.app, closed.token).post(`/api/users/me/follow-requests/${requests[0]!.id}/approve`)
    await eventually(
      () => listOf(t.app, closed),
      (l) => l[0]?.follow_request === false,
    )
    await as(t.app, fan.token).delete(`/api/users/${open.id}/follow`)
    await eventually(
      () => unreadOf(t.app, open),
      (n) => n === 0,
    )
  })

  it('groups follows; settings turn a kind off and filter strangers into the filtered list', async () => {
    const [me, friend, stranger, quiet] = [await person(), await person(), await person(), await person()]
    await follow(t.database.db, me.id, friend.id)
    const settings = await as(t.app, me.token).put('/api/notifications/settings', {
      types: { save: false },
      filter_not_following: true,
    })
    expect(settings.statusCode).toBe(200)
    expect(settings.json()).toMatchObject({ filter_not_following: true, filter_not_followers: false })
    expect(settings.json().types).toMatchObject({ save: false, like: true, follow: true })
    const post = await createPostAs(t.app, me.token, 'settings')
    await as(t.app, friend.token).post(`/api/posts/${post.id}/like`)
    await as(t.app, friend.token).post(`/api/posts/${post.id}/save`)
    await as(t.app, stranger.token).post(`/api/posts/${post.id}/like`)
    await as(t.app, quiet.token).post(`/api/users/${me.id}/follow`)
    const filtered = await eventually(
      () => listOf(t.app, me, 'filtered'),
      (l) => l.length === 2,
    )
    expect(typesOf(filtered).sort()).toEqual(['follow', 'like'])
    await settle()
    const shown = await listOf(t.app, me)
    expect(shown.map((n) => [n.notification_type, n.actor_id])).toEqual([['like', friend.id]])
    expect(await unreadOf(t.app, me)).toBe(1)
    expect((await as(t.app, me.token).get('/api/notifications/settings')).json().types.save).toBe(false)
    expect(
      (await as(t.app, me.token).put('/api/notifications/settings', { types: { nope: true } })).statusCode,
    ).toBe(422)
  })

  it('groups the follows of a day into one item', async () => {
    const me = await person()
    const fans = [await person(), await person(), await person()]
    for (const fan of fans) await as(t.app, fan.token).post(`/api/users/${me.id}/follow`)
    const [group] = await eventually(
      () => listOf(t.app, me),
      (l) => l[0]?.group_count === 3,
    )
    expect(group).toMatchObject({ notification_type: 'follow', actor_id: fans[2]!.id })
    expect(await unreadOf(t.app, me)).toBe(1)
  })

  it('a deleted account takes away what it caused', async () => {
    const [me, leaver, stays] = [await person(), await person(), await person()]
    const post = await createPostAs(t.app, me.token, 'who stays')
    await as(t.app, leaver.token).post(`/api/posts/${post.id}/like`)
    await as(t.app, stays.token).post(`/api/posts/${post.id}/like`)
    await eventually(
      () => listOf(t.app, me),
      (l) => l[0]?.group_count === 2,
    )
    const gone = await as(t.app, leaver.token).delete('/api/users/me', { password: leaver.password })
    expect(gone.statusCode).toBe(200)
    const [left] = await eventually(
      () => listOf(t.app, me),
      (l) => l[0]?.group_count === 1,
    )
    expect(left!.actors.map((a) => a.id)).toEqual([stays.id])
    expect(await unreadOf(t.app, me)).toBe(1)
  })
})
