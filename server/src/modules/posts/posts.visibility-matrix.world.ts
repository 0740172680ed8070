import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import type { TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { block, follow, requestFollow } from '../../../test/graph.ts'

import { seedPost, seedReaction } from './posts.seed.ts'

/** The world of the visibility matrix test (posts.visibility-matrix.test.ts): its cases, viewers and tables. */
export const CASES = ['private', 'public', 'blocker', 'blockee', 'deleted'] as const
export const VIEWERS = ['owner', 'follower', 'stranger', 'pending', 'blocked'] as const
export type Case = (typeof CASES)[number]
export type ViewerRole = (typeof VIEWERS)[number]
export type Table<T> = Record<Case, Record<ViewerRole, T>>

/**
 * private: a private account's post. public: a public account's. blocker: by a public account that
 * blocked the "blocked" viewer. blockee: by a public account the "blocked" viewer blocked. deleted: a
 * public account's deleted post. The follower follows every author (accepted); pending asked to follow
 * the private account and follows the rest; the stranger follows none; "blocked" keeps accepted follow
 * rows to every author, blocks notwithstanding (states the block endpoint cleans up, so that the rule
 * is shown to hold on the block alone).
 */
export const SEES: Table<boolean> = {
  private: { owner: true, follower: true, stranger: false, pending: false, blocked: false },
  public: { owner: true, follower: true, stranger: true, pending: true, blocked: true },
  blocker: { owner: true, follower: true, stranger: true, pending: true, blocked: false },
  blockee: { owner: true, follower: true, stranger: true, pending: true, blocked: false },
  deleted: { owner: false, follower: false, stranger: false, pending: false, blocked: false },
}

/** The author's Posts, Comments and Liked tabs: 404 when the author blocked the viewer, 403 when private or blocked by the viewer. */
export const TAB_STATUS: Table<number> = {
  private: { owner: 200, follower: 200, stranger: 403, pending: 403, blocked: 404 },
  public: { owner: 200, follower: 200, stranger: 200, pending: 200, blocked: 200 },
  blocker: { owner: 200, follower: 200, stranger: 200, pending: 200, blocked: 404 },
  blockee: { owner: 200, follower: 200, stranger: 200, pending: 200, blocked: 403 },
  deleted: { owner: 200, follower: 200, stranger: 200, pending: 200, blocked: 200 },
}

/** What one case seeded: the post, the author's reply (both carrying the case's tag) and what others did with the post. */
export interface Seeded {
  author: TestUser
  tag: string
  post: number
  reply: number
  /** The amplifier's repost, quote and reply of the post. */
  repost: number
  quote: number
  answer: number
}

export interface World {
  amp: TestUser
  thread: number
  seeded: Record<Case, Seeded>
  tokens: Record<Case, Record<ViewerRole, string>>
}

/** Writes the world: authors, viewers, the amplifier and every case's post, reply, repost, quote and answer. */
export async function seedWorld(t: TestApp): Promise<World> {
  const seeded = {} as Record<Case, Seeded>
  const tokens = {} as Record<Case, Record<ViewerRole, string>>
  const db = t.database.db
  const run = randomBytes(3).toString('hex')
  // The amplifier: a public account everyone follows, which reposts, quotes, answers and likes each post.
  const amp = await makeUser(t)
  const authors: Record<Case, TestUser> = {
    private: await makeUser(t, { isPrivate: true }),
    public: await makeUser(t),
    blocker: await makeUser(t),
    blockee: await makeUser(t),
    deleted: await makeUser(t),
  }
  const viewers = {
    follower: await makeUser(t),
    stranger: await makeUser(t),
    pending: await makeUser(t),
    blocked: await makeUser(t),
  }
  for (const user of [...Object.values(authors), ...Object.values(viewers)]) await follow(db, user.id, amp.id)
  for (const author of Object.values(authors)) {
    await follow(db, viewers.follower.id, author.id)
    await follow(db, viewers.blocked.id, author.id)
    if (author !== authors.private) await follow(db, viewers.pending.id, author.id)
  }
  await requestFollow(db, viewers.pending.id, authors.private.id)
  await block(db, authors.private.id, viewers.blocked.id)
  await block(db, authors.blocker.id, viewers.blocked.id)
  await block(db, viewers.blocked.id, authors.blockee.id)

  const thread = (await seedPost(db, { userId: amp.id, content: 'Tell me about your week' })).id
  const viewerTokens = {
    follower: await loginAs(t.app, viewers.follower),
    stranger: await loginAs(t.app, viewers.stranger),
    pending: await loginAs(t.app, viewers.pending),
    blocked: await loginAs(t.app, viewers.blocked),
  }
  for (const c of CASES) {
    const author = authors[c]
    const tag = `mx_${c}_${run}`
    const post = (await seedPost(db, { userId: author.id, content: `A ${c} post #${tag}` })).id
    const reply = (await seedPost(db, { userId: author.id, content: `My week #${tag}`, inReplyToId: thread }))
      .id
    const repost = (await seedPost(db, { userId: amp.id, repostOfId: post })).id
    const quote = (await seedPost(db, { userId: amp.id, content: 'Look at this', quotedStatusId: post })).id
    const answer = (await seedPost(db, { userId: amp.id, content: 'Agreed', inReplyToId: post })).id
    await seedReaction(db, 'like', amp.id, post)
    for (const viewer of [author, ...Object.values(viewers)]) await seedReaction(db, 'save', viewer.id, post)
    tokens[c] = { owner: await loginAs(t.app, author), ...viewerTokens }
    seeded[c] = { author, tag, post, reply, repost, quote, answer }
  }
  // Deleted through the API, as its author would: the tag counts and reply counts follow.
  for (const id of [seeded.deleted.post, seeded.deleted.reply]) {
    expect((await as(t.app, tokens.deleted.owner).delete(`/api/posts/${id}`)).statusCode).toBe(204)
  }
  return { amp, thread, seeded, tokens }
}
