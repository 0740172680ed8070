import type { Notification, Post } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { block, follow } from '../../../test/graph.ts'
import { createPostAs, imageBytes, postForm } from '../../../test/posts.ts'
import { queryRows } from '../../db/client.ts'
import { exportPostsOf } from './posts.export.ts'

/** Issue 31: polls on posts, votes that follow the visibility rule, and the notice when one closes. */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function person(opts: { isPrivate?: boolean } = {}) {
  const user = await makeUser(t, opts)
  return { id: user.id, token: await loginAs(t.app, user) }
}
type Person = Awaited<ReturnType<typeof person>>

const HOUR = 3600
const pollField = (options: string[], duration = HOUR, multiple = false) =>
  JSON.stringify({ options, duration_seconds: duration, multiple })
const pollPost = (who: Person, options = ['Çay', 'Kahve'], multiple = false, duration = HOUR) =>
  createPostAs(t.app, who.token, 'Which one?', { poll: pollField(options, duration, multiple) })
const vote = (who: Person | null, id: number, choices: unknown) =>
  as(t.app, who?.token ?? null).post(`/api/posts/${id}/poll/votes`, { choices })
const read = async (who: Person, id: number) =>
  (await as(t.app, who.token).get(`/api/posts/${id}`)).json() as Post
const codeOf = (res: { json(): unknown }) => {
  const body = res.json() as { code: string; detail: { code: string }[] | string }
  return Array.isArray(body.detail) ? body.detail[0]!.code : body.code
}
const pollCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM polls`))[0]!.n

describe('a poll on a post', () => {
  it('shows its options to everyone, and its counts only to the author until a reader votes', async () => {
    const author = await person()
    const reader = await person()
    const post = await pollPost(author)
    expect(post.poll).toMatchObject({
      options: [
        { title: 'Çay', votes_count: 0 },
        { title: 'Kahve', votes_count: 0 },
      ],
      multiple: false,
      expired: false,
      voted: false,
      can_vote: false,
    })
    expect(new Date(post.poll!.expires_at).getTime() - Date.now()).toBeGreaterThan((HOUR - 60) * 1000)
    const seen = await read(reader, post.id)
    expect(seen.poll).toMatchObject({ voters_count: null, votes_count: null, can_vote: true })
    expect(seen.poll!.options.map((o) => o.votes_count)).toEqual([null, null])

    const voted = await vote(reader, post.id, [1])
    expect(voted.statusCode).toBe(200)
    expect((voted.json() as Post).poll).toMatchObject({
      options: [{ votes_count: 0 }, { votes_count: 1 }],
      voters_count: 1,
      votes_count: 1,
      voted: true,
      own_votes: [1],
      can_vote: false,
    })
    expect((await read(author, post.id)).poll!.own_votes).toEqual([])
  })

  it('refuses a poll that breaks a rule, with its code, and stores nothing', async () => {
    const author = await person()
    const before = await pollCount()
    const long = 'x'.repeat(26)
    const cases: [Record<string, string>, string][] = [
      [{ poll: pollField(['only one']) }, 'poll_options_count'],
      [{ poll: pollField(['a', 'b', 'c', 'd', 'e']) }, 'poll_options_count'],
      [{ poll: pollField(['a', '  ']) }, 'poll_option_empty'],
      [{ poll: pollField(['a', long]) }, 'poll_option_too_long'],
      [{ poll: pollField(['Işık', 'ışık']) }, 'poll_options_duplicate'],
      [{ poll: pollField(['a', 'b'], 299) }, 'poll_duration_invalid'],
      [{ poll: pollField(['a', 'b'], 7 * 24 * HOUR + 1) }, 'poll_duration_invalid'],
      [{ poll: '{"options": ["a", "b"]' }, 'poll_invalid'],
      [{ poll: JSON.stringify({ options: 'a,b', duration_seconds: HOUR }) }, 'poll_invalid'],
    ]
    for (const [fields, code] of cases) {
      const res = await postForm(t.app, author.token, '/api/posts/', { content: 'Poll?', ...fields })
      expect(res.statusCode, `${fields.poll} ${res.body}`).toBe(422)
      expect(codeOf(res)).toBe(code)
    }
    const withImage = await postForm(
      t.app,
      author.token,
      '/api/posts/',
      { content: 'Poll?', poll: pollField(['a', 'b']) },
      [{ bytes: await imageBytes(20, 20, 'png'), type: 'image/png', name: 'a.png' }],
    )
    expect(codeOf(withImage)).toBe('poll_with_media')
    expect(await pollCount()).toBe(before)
  })

  it('takes one vote per person, within its options, and none from its author', async () => {
    const author = await person()
    const reader = await person()
    const single = await pollPost(author, ['A', 'B', 'C'])
    expect(codeOf(await vote(reader, single.id, [0, 1]))).toBe('poll_choice_invalid')
    expect(codeOf(await vote(reader, single.id, [3]))).toBe('poll_choice_invalid')
    expect((await vote(reader, single.id, [])).statusCode).toBe(422)
    expect((await vote(reader, single.id, ['0'])).statusCode).toBe(422)
    expect(codeOf(await vote(author, single.id, [0]))).toBe('cannot_vote_own_poll')
    expect((await vote(reader, single.id, [2])).statusCode).toBe(200)
    const again = await vote(reader, single.id, [1])
    expect(again.statusCode).toBe(409)
    expect(codeOf(again)).toBe('poll_already_voted')

    const multiple = await pollPost(author, ['A', 'B', 'C'], true)
    expect(codeOf(await vote(reader, multiple.id, [1, 1]))).toBe('poll_choice_invalid')
    const both = (await vote(reader, multiple.id, [0, 2])).json() as Post
    expect(both.poll).toMatchObject({ voters_count: 1, votes_count: 2, own_votes: [0, 2] })

    const plain = await createPostAs(t.app, author.token, 'No poll here')
    expect(codeOf(await vote(reader, plain.id, [0]))).toBe('post_has_no_poll')
    expect((await vote(null, single.id, [0])).statusCode).toBe(401)
  })

  it('follows the visibility rule: a private author’s poll, a block and a draft are missing to others', async () => {
    const hidden = await person({ isPrivate: true })
    const follower = await person()
    const stranger = await person()
    await follow(t.database.db, follower.id, hidden.id)
    const post = await pollPost(hidden)
    expect(codeOf(await vote(stranger, post.id, [0]))).toBe('post_not_found')
    expect((await vote(follower, post.id, [0])).statusCode).toBe(200)

    const author = await person()
    const blocked = await person()
    const open = await pollPost(author)
    await block(t.database.db, author.id, blocked.id)
    expect(codeOf(await vote(blocked, open.id, [0]))).toBe('post_not_found')

    const draft = await createPostAs(t.app, author.token, 'Draft poll', {
      published: 'false',
      poll: pollField(['a', 'b']),
    })
    expect(codeOf(await vote(stranger, draft.id, [0]))).toBe('post_not_found')
  })

  it('is voted through a repost on its original, and shows there only', async () => {
    const author = await person()
    const sharer = await person()
    const reader = await person()
    const post = await pollPost(author)
    expect((await as(t.app, sharer.token).post(`/api/posts/${post.id}/retweet`)).statusCode).toBe(200)
    const listed = (await as(t.app, reader.token).get(`/api/users/${sharer.id}/posts`)).json() as
      | Post[]
      | { items: Post[] }
    const shared = (Array.isArray(listed) ? listed : listed.items).find(
      (p) => p.retweeted_status_id === post.id,
    )!
    expect(shared.poll).toBeNull()
    expect(shared.retweeted_status?.poll?.can_vote).toBe(true)
    const voted = (await vote(reader, shared.id, [0])).json() as Post
    expect(voted.id).toBe(post.id)
    expect(voted.poll!.own_votes).toEqual([0])
  })

  it('closes: no more votes, results for all, and one notice to the author and each voter who still sees it', async () => {
    const author = await person()
    const voter = await person()
    const leaver = await person()
    const reader = await person()
    const post = await pollPost(author, ['Yes', 'No'])
    await vote(voter, post.id, [0])
    await vote(leaver, post.id, [1])
    await block(t.database.db, author.id, leaver.id)
    await t.database.db.execute(
      sql`UPDATE polls SET closes_at = now() - interval '1 second' WHERE post_id = ${post.id}`,
    )
    expect(codeOf(await vote(reader, post.id, [0]))).toBe('poll_closed')
    expect((await read(reader, post.id)).poll).toMatchObject({
      expired: true,
      can_vote: false,
      voters_count: 2,
      options: [{ votes_count: 1 }, { votes_count: 1 }],
    })

    await t.app.jobs.runNow('posts:polls-closed')
    await t.app.jobs.runNow('posts:polls-closed')
    const notices = async (who: Person) =>
      ((await as(t.app, who.token).get('/api/notifications/')).json() as Notification[]).filter(
        (n) => n.notification_type === 'poll_closed' && n.post_id === post.id,
      )
    await expect.poll(async () => (await notices(author)).length).toBe(1)
    await expect.poll(async () => (await notices(voter)).length).toBe(1)
    expect(await notices(leaver)).toEqual([])
    expect(await notices(reader)).toEqual([])
  })

  it('goes into the data export with its results, beside the votes the person cast', async () => {
    const author = await person()
    const reader = await person()
    const post = await pollPost(author, ['Sabah', 'Akşam'])
    await vote(reader, post.id, [1])
    const exported = await exportPostsOf(t.database.db, author.id)
    expect(exported.posts.find((p) => p.id === post.id)?.poll).toMatchObject({
      options: ['Sabah', 'Akşam'],
      votes_counts: [0, 1],
      multiple: false,
    })
    const votes = await exportPostsOf(t.database.db, reader.id)
    expect(votes.poll_votes).toEqual([expect.objectContaining({ post_id: post.id, choices: ['Akşam'] })])
  })
})
