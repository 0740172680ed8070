import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { runCliOn, signInAs } from '../../test/cli.ts'
import { queryRows } from '../db/client.ts'
import { findUniversityIdForEmail } from '../modules/universities/index.ts'
import { DEMO_ANNOUNCEMENTS, DEMO_COMMENTS, DEMO_EVENTS } from './demo-activities.ts'
import {
  DEMO_BLOCKS,
  DEMO_FOLLOW_REQUESTS,
  DEMO_PASSWORD,
  DEMO_PRIVATE,
  DEMO_STUDENTS,
  DEMO_UNIVERSITIES,
} from './demo-data.ts'
import { DEMO_POSTS, DEMO_REPOSTS } from './demo-posts.ts'
import { DEMO_AFFILIATION_ROWS } from './demo-seed-affiliation.ts'
import {
  ACTIVITIES,
  CHATS,
  COMMENTS,
  COMMUNITIES,
  COMMUNITY_POSTS,
  PEOPLE,
  POSTS,
  PROFILE_ROWS,
} from './demo-seed-expected.ts'

describe('demo:seed', () => {
  let t: TestApp
  const run = (...argv: string[]) => runCliOn(t, ...argv)
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(t.database.db, `select count(*)::int as n from ${table}`))[0]!.n
  const signIn = async (username: string) => {
    const { status, me } = await signInAs(t, username, DEMO_PASSWORD)
    expect(status).toBe(200)
    return me
  }

  /** GET as a demo person: the answer's JSON. */
  const readerAs = async (username: string) => {
    const { body } = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password: DEMO_PASSWORD }).toString(),
    })
    const headers = { authorization: `Bearer ${JSON.parse(body).access_token}` }
    return async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json()
  }

  let first: Awaited<ReturnType<typeof run>>
  beforeAll(async () => {
    t = await buildTestApp()
    // Something already there: the seed must leave it and go on.
    await run('university:create', '--name', 'MIDDLE EAST technical university', '--domain', 'metu.edu.tr')
    first = await run('demo:seed')
  })
  afterAll(() => t.close())

  it('creates three universities and users of every role, showing progress and the password', async () => {
    expect(first.err).toEqual([])
    expect(first.code).toBe(0)
    expect(first.out.filter((l) => /^\[\d+\/11\] /.test(l))).toHaveLength(11)
    expect(first.out).toContain('  skipped Middle East Technical University: exists (id 1)')
    const made =
      2 +
      PEOPLE.length +
      DEMO_AFFILIATION_ROWS +
      (await count('follows')) +
      POSTS +
      PROFILE_ROWS +
      ACTIVITIES +
      COMMUNITIES +
      CHATS +
      (await count('notifications'))
    expect(first.out).toContain(`Done: ${made} created, 1 skipped because they already existed.`)
    expect(first.out).toContain(`Every demo account signs in with the password: ${DEMO_PASSWORD}`)
  })

  it('stores what it said', async () => {
    expect(await count('universities')).toBe(3)
    expect(await count('users')).toBe(PEOPLE.length)
    const roles = await queryRows<{ role: string; n: number }>(
      t.database.db,
      'select role, count(*)::int as n from users where is_verified group by role order by role',
    )
    expect(roles).toEqual([
      { role: 'UniAdmin', n: 3 },
      { role: 'admin', n: 1 },
      { role: 'user', n: DEMO_STUDENTS.length },
    ])
  })

  it('gives each person the university that their address belongs to', async () => {
    for (const p of PEOPLE) {
      const me = await signIn(p.username)
      const expected = p.university ? await findUniversityIdForEmail(t.database.db, p.email) : null
      if (p.university) expect(expected).not.toBeNull()
      expect(me).toMatchObject({
        username: p.username,
        role: p.role,
        is_verified: true,
        university_id: expected,
      })
    }
  })

  it('places each student in a faculty and department with a year, one alumnus per university', async () => {
    const me = await (await readerAs('ayse_yilmaz'))('/api/users/me')
    expect(me.affiliation).toEqual({
      faculty: { id: expect.any(Number), name: 'Faculty of Engineering' },
      department: { id: expect.any(Number), name: 'Computer Engineering' },
      study_year: 1,
      is_alumni: false,
    })
    expect(await count('faculties')).toBe(6)
    expect(await count('users where is_alumni')).toBe(3)
    expect(await count("users where role = 'user' and department_id is null")).toBe(0)
  })

  it('keeps Turkish names as they are', async () => {
    const me = await signIn('ayse_yilmaz')
    expect(me).toMatchObject({ first_name: 'Ayşe', last_name: 'Yılmaz', nickname: 'Ayşe' })
    expect((await signIn('can_ozturk'))?.nickname).toBe('Can Öztürk')
    const boun = await run('university:create', '--name', DEMO_UNIVERSITIES.boun.name)
    expect(boun.err[0]).toContain('A university named "Boğaziçi University" already exists')
  })

  it('skips everything on a second run and says so', async () => {
    const follows = await count('follows')
    const again = await run('demo:seed')
    expect(again.code).toBe(0)
    expect(again.out.filter((l) => l.startsWith('  created'))).toEqual([])
    const requests = DEMO_FOLLOW_REQUESTS.length
    expect(again.out).toContain(`  0 follows created, ${follows - requests} already there`)
    expect(again.out).toContain(`  0 profiles filled (3 private accounts), ${PEOPLE.length} already had one`)
    expect(again.out).toContain(
      `  skipped: the demo users already have ${POSTS + COMMENTS + COMMUNITY_POSTS} posts`,
    )
    expect(again.out).toContain(
      `Done: 0 created, ${3 + PEOPLE.length + DEMO_AFFILIATION_ROWS + follows + POSTS + PROFILE_ROWS + ACTIVITIES + COMMUNITIES + CHATS} skipped because they already existed.`,
    )
    expect(await count('universities')).toBe(3)
    expect(await count('users')).toBe(PEOPLE.length)
    expect(await count('follows')).toBe(follows)
    expect(await count('posts')).toBe(POSTS + COMMENTS + COMMUNITY_POSTS)
    expect(await count('events')).toBe(3 * DEMO_EVENTS.length + COMMUNITIES)
    expect(await count('communities')).toBe(COMMUNITIES)
    expect(await count('community_applications')).toBe(1)
  })

  it('writes a conversation: posts in both languages with hashtags, mentions, threads, pictures and likes', async () => {
    expect(await count('posts where event_id is null and community_id is null')).toBe(POSTS)
    expect(await count('posts where in_reply_to_id is not null')).toBe(
      DEMO_POSTS.filter((p) => p.replyTo).length,
    )
    expect(await count('posts where quoted_status_id is not null')).toBe(
      DEMO_POSTS.filter((p) => p.quote).length,
    )
    expect(await count('posts where repost_of_id is not null')).toBe(DEMO_REPOSTS.length)
    expect(await count('post_mentions')).toBeGreaterThan(10)
    const tags = await queryRows<{ name: string }>(t.database.db, 'select name from hashtags')
    expect(tags.map((h) => h.name)).toEqual(expect.arrayContaining(['kampüs', 'odtü', 'final', 'hackathon']))
    // Counters agree with the rows they count.
    const [sums] = await queryRows<{ likes: number; rows: number; replies: number; replyRows: number }>(
      t.database.db,
      `select (select sum(likes_count)::int from posts) as likes, (select count(*)::int from post_likes) as rows,
        (select sum(replies_count)::int from posts) as replies,
        (select count(*)::int from posts where in_reply_to_id is not null) as "replyRows"`,
    )
    expect(sums!.likes).toBe(sums!.rows)
    expect(sums!.likes).toBeGreaterThan(100)
    expect(sums!.replies).toBe(sums!.replyRows)
    // Times spread over the last five days, none in the future.
    const [span] = await queryRows<{ oldest: number; newest: number }>(
      t.database.db,
      `select extract(epoch from now() - min(created_at)) / 3600 as oldest,
        extract(epoch from now() - max(created_at)) / 3600 as newest from posts`,
    )
    expect(Number(span!.oldest)).toBeGreaterThan(100)
    expect(Number(span!.newest)).toBeGreaterThanOrEqual(0)
  })

  it('saves real pictures through the media store', async () => {
    const media = await queryRows<{ file_path: string; width: number; original_filename: string }>(
      t.database.db,
      'select file_path, width, original_filename from post_media',
    )
    expect(media.length).toBe(DEMO_POSTS.filter((p) => p.image).length)
    for (const m of media) {
      expect(m.file_path).toMatch(/^\/static\/uploads\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.(png|jpg)$/)
      const bytes = readFileSync(join(t.dataDir, 'uploads', m.file_path.slice('/static/uploads/'.length)))
      const meta = await sharp(bytes).metadata()
      expect(meta.width).toBe(m.width)
      expect(meta.format).toBe(m.file_path.endsWith('.png') ? 'png' : 'jpeg')
    }
    const res = await t.app.inject({ method: 'GET', url: media[0]!.file_path })
    expect(res.statusCode).toBe(200)
  })

  it('gives a demo student a Home to read: Following, For You, trending and a hashtag page', async () => {
    const get = await readerAs('ayse_yilmaz')
    const feed = await get('/api/feed')
    expect(feed.following.length).toBe(25)
    expect(feed.for_you.length).toBeGreaterThan(10)
    expect(feed.next_after).not.toBeNull()
    const trending = (await get('/api/feed/hashtags/trending')) as { name: string; count: number }[]
    expect(trending.map((h) => h.name)).toContain('hackathon')
    expect((await get('/api/feed/hashtags/kamp%C3%BCs/posts')).length).toBeGreaterThan(5)
  })

  it('gives each university past and upcoming events with banners, announcements, attendees and comments', async () => {
    expect(await count('events')).toBe(3 * DEMO_EVENTS.length + COMMUNITIES)
    expect(await count('announcements')).toBe(3 * DEMO_ANNOUNCEMENTS.length)
    const get = await readerAs('ayse_yilmaz')
    const upcoming = (await get('/api/universities/upcoming-events?limit=5')) as {
      university_id: number
      banner_url: string | null
      attendees_count: number
      comments_count: number
    }[]
    expect(upcoming.length).toBe(5)
    const mine = upcoming.find((e) => e.university_id !== null)!
    expect(mine.banner_url).toMatch(/^\/static\//)
    expect(mine.attendees_count).toBeGreaterThan(0)
    expect(mine.comments_count).toBe(DEMO_COMMENTS.length)
    const file = join(t.dataDir, 'uploads', mine.banner_url!.replace(/^\/static\/uploads\//, ''))
    expect((await sharp(readFileSync(file)).metadata()).width).toBe(1500)
  })

  it('fills profiles: bios, avatars, private accounts with pending requests, and a block', async () => {
    expect(await count('users where bio is null')).toBe(0)
    expect(await count('users where avatar_url is null')).toBe(0)
    const priv = await queryRows<{ username: string }>(
      t.database.db,
      'select username from users where is_private order by username',
    )
    expect(priv.map((u) => u.username)).toEqual([...DEMO_PRIVATE].sort())
    expect(await count("follows where status = 'pending'")).toBe(DEMO_FOLLOW_REQUESTS.length)
    expect(await count('blocks')).toBe(DEMO_BLOCKS.length)
    const get = await readerAs('ayse_yilmaz')
    const requests = (await get('/api/users/me/follow-requests')) as { user: { username: string } }[]
    expect(requests.map((r) => r.user.username).sort()).toEqual([
      'james_wilson',
      'oliver_smith',
      'selin_arslan',
    ])
    expect(((await get('/api/users/me/blocked')) as { username: string }[]).map((u) => u.username)).toEqual([
      'emre_koc',
    ])
    const avatar = await t.app.inject({ method: 'GET', url: (await get('/api/users/me')).avatar_url })
    expect(avatar.statusCode).toBe(200)
  })

  it('gives each university communities with staff, members, a pending request, posts and an event', async () => {
    const get = await readerAs('ayse_yilmaz')
    const mine = (await get('/api/communities/?tab=mine')) as {
      id: number
      user_role: string
      members_count: number
    }[]
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.some((c) => c.user_role === 'creator')).toBe(true)
    const founded = mine.find((c) => c.user_role === 'creator')!
    expect(founded.members_count).toBeGreaterThanOrEqual(2)
    expect(((await get(`/api/communities/${founded.id}/invitations`)) as unknown[]).length).toBe(1)
    expect(((await get(`/api/communities/${founded.id}/posts`)) as unknown[]).length).toBeGreaterThan(0)
    expect(((await get(`/api/communities/${founded.id}/events`)) as unknown[]).length).toBe(1)
  })

  it('gives the demo student chats with history over several days, unread messages and a request', async () => {
    const get = await readerAs('ayse_yilmaz')
    const chats = (await get('/api/chats/')) as { id: number; is_group_chat: boolean; name: string | null }[]
    expect(chats.map((c) => c.is_group_chat).sort()).toEqual([false, false, true])
    expect(chats.find((c) => c.is_group_chat)?.name).toBe('Fizik 101 çalışma grubu')
    expect(((await get('/api/chats/requests')) as unknown[]).length).toBe(1)
    expect(await get('/api/chats/unread-count')).toEqual({ unread_count: 5, request_count: 1 })
    const messages = (await get(`/api/chats/${chats.at(-1)!.id}/messages/`)) as { created_at: string }[]
    const days = new Set(messages.map((m) => m.created_at.slice(0, 10)))
    expect(days.size).toBeGreaterThan(1)
  })

  it('gives everyone a month of notifications of many kinds, the older ones read', async () => {
    const kinds = await queryRows<{ type: string }>(t.database.db, 'select distinct type from notifications')
    expect(kinds.map((k) => k.type)).toEqual(
      expect.arrayContaining([
        'like',
        'comment',
        'repost',
        'quote',
        'mention',
        'follow',
        'event',
        'announcement',
      ]),
    )
    expect(await count('notifications where is_read')).toBeGreaterThan(0)
    expect(await count('notifications where not is_read')).toBeGreaterThan(0)
    expect(await count("notifications where created_at < now() - interval '40 days'")).toBe(0)
    const before = await count('notifications')
    await run('demo:seed')
    expect(await count('notifications')).toBe(before)
  })

  it('takes no arguments', async () => {
    expect(await run('demo:seed', '--force')).toMatchObject({
      code: 1,
      err: ['error: Unknown option --force'],
    })
  })
})
