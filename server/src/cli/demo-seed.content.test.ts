import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../db/client.ts'
import { DEMO_ANNOUNCEMENTS, DEMO_COMMENTS, DEMO_EVENTS } from './demo-activities.ts'
import { DEMO_BLOCKS, DEMO_FOLLOW_REQUESTS, DEMO_PRIVATE } from './demo-data.ts'
import { DEMO_POSTS, DEMO_REPOSTS } from './demo-posts.ts'
import { useSeededDemo } from './demo-seed.test-kit.ts'
import { COMMUNITIES, POSTS } from './demo-seed-expected.ts'

describe('demo:seed content', () => {
  const demo = useSeededDemo()
  const { run, count, readerAs } = demo

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
    const tags = await queryRows<{ name: string }>(demo.t.database.db, 'select name from hashtags')
    expect(tags.map((h) => h.name)).toEqual(expect.arrayContaining(['kampüs', 'odtü', 'final', 'hackathon']))
    // Counters agree with the rows they count.
    const [sums] = await queryRows<{ likes: number; rows: number; replies: number; replyRows: number }>(
      demo.t.database.db,
      `select (select sum(likes_count)::int from posts) as likes, (select count(*)::int from post_likes) as rows,
        (select sum(replies_count)::int from posts) as replies,
        (select count(*)::int from posts where in_reply_to_id is not null) as "replyRows"`,
    )
    expect(sums!.likes).toBe(sums!.rows)
    expect(sums!.likes).toBeGreaterThan(100)
    expect(sums!.replies).toBe(sums!.replyRows)
    // Times spread over the last five days, none in the future.
    const [span] = await queryRows<{ oldest: number; newest: number }>(
      demo.t.database.db,
      `select extract(epoch from now() - min(created_at)) / 3600 as oldest,
        extract(epoch from now() - max(created_at)) / 3600 as newest from posts`,
    )
    expect(Number(span!.oldest)).toBeGreaterThan(100)
    expect(Number(span!.newest)).toBeGreaterThanOrEqual(0)
  })

  it('saves real pictures through the media store', async () => {
    const media = await queryRows<{
      file_path: string
      width: number
      original_filename: string
      placeholder: string | null
    }>(demo.t.database.db, 'select file_path, width, original_filename, placeholder from post_media')
    expect(media.length).toBe(DEMO_POSTS.filter((p) => p.image).length)
    for (const m of media) {
      expect(m.file_path).toMatch(/^\/static\/uploads\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.(png|jpg)$/)
      const bytes = readFileSync(
        join(demo.t.dataDir, 'uploads', m.file_path.slice('/static/uploads/'.length)),
      )
      const meta = await sharp(bytes).metadata()
      expect(meta.width).toBe(m.width)
      expect(meta.format).toBe(m.file_path.endsWith('.png') ? 'png' : 'jpeg')
      // Light images (issue 31): the placeholder an upload gets.
      expect(m.placeholder).toEqual(expect.any(String))
    }
    const res = await demo.t.app.inject({ method: 'GET', url: media[0]!.file_path })
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
    const file = join(demo.t.dataDir, 'uploads', mine.banner_url!.replace(/^\/static\/uploads\//, ''))
    expect((await sharp(readFileSync(file)).metadata()).width).toBe(1500)
  })

  it('fills profiles: bios, avatars, private accounts with pending requests, and a block', async () => {
    expect(await count('users where bio is null')).toBe(0)
    expect(await count('users where avatar_url is null')).toBe(0)
    const priv = await queryRows<{ username: string }>(
      demo.t.database.db,
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
    const avatar = await demo.t.app.inject({ method: 'GET', url: (await get('/api/users/me')).avatar_url })
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
    const kinds = await queryRows<{ type: string }>(
      demo.t.database.db,
      'select distinct type from notifications',
    )
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
})
