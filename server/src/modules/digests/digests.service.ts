import type { DigestSettings, Post, UnsubscribeResponse } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { findUpcomingDigestEvents } from '../activities/index.ts'
import { unreadTotals } from '../chats/index.ts'
import { countUnread } from '../notifications/index.ts'
import { findTopUniversityPostIds, loadPosts } from '../posts/index.ts'
import { findUser, type UserRow } from '../users/index.ts'
import { type DigestContent, digestMail } from './digests.mails.ts'
import { findDueRecipients, findFrequency, markLooked, saveFrequency } from './digests.repository.ts'
import { readUnsubscribeToken, unsubscribeToken } from './digests.tokens.ts'

const DAY = 86_400_000
/** Recipients read per statement, and at most this many looked at per run (the next run goes on). */
const BATCH = 100
const MAX_PER_RUN = 2_000
const TOP_POSTS = 3
const UPCOMING_EVENTS = 3
const EXCERPT = 140

export async function getDigestSettings(ctx: ServiceContext, viewer: Viewer): Promise<DigestSettings> {
  return { frequency: await findFrequency(ctx.db, viewer.id) }
}

export async function updateDigestSettings(
  ctx: ServiceContext,
  viewer: Viewer,
  body: DigestSettings,
): Promise<DigestSettings> {
  await saveFrequency(ctx.db, viewer.id, body.frequency, ctx.clock())
  return { frequency: body.frequency }
}

/**
 * POST /digests/unsubscribe (RFC 8058's one-click, and the confirmation page's button): the digest of
 * the token's account is off. No sign-in: the signed token is the proof. A token this server did not
 * sign, or of an account that is gone, changes nothing and answers invalid_unsubscribe_link.
 */
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<UnsubscribeResponse> {
  const userId = readUnsubscribeToken(ctx.config.jwtSecret, token)
  const user = userId === null ? undefined : await findUser(ctx.db, userId)
  if (!user || user.deletedAt) throw badRequest('invalid_unsubscribe_link')
  await saveFrequency(ctx.db, user.id, 'never', ctx.clock())
  return { frequency: 'never' }
}

/** What sending digests needs: the server's context, or the CLI's (digest:send) built from the configuration. */
export type DigestContext = Pick<ServiceContext, 'db' | 'mailer' | 'clock' | 'log'> & {
  config: Pick<ServiceContext['config'], 'jwtSecret' | 'publicUrl'>
}

/**
 * The digests job: every member due one (digests.repository.ts says who) gets it, or is skipped when
 * there is nothing to tell; either way they are marked looked at. A failed send is logged and left
 * unmarked, so the next run tries again.
 */
export async function sendDueDigests(ctx: DigestContext): Promise<{ sent: number; looked: number }> {
  const now = ctx.clock()
  let after = 0
  let sent = 0
  let looked = 0
  while (looked < MAX_PER_RUN) {
    const due = await findDueRecipients(ctx.db, now, after, BATCH)
    for (const recipient of due) {
      looked++
      try {
        if (await sendDigest(ctx, recipient.id, recipient.universityId, recipient.periodDays, now)) sent++
        await markLooked(ctx.db, recipient.id, now)
      } catch (err) {
        ctx.log.error({ err, userId: recipient.id }, 'a mail digest failed')
      }
    }
    const last = due.at(-1)
    if (due.length < BATCH || !last) break
    after = last.id
  }
  return { sent, looked }
}

/** Composes and sends one person's digest; false when there was nothing to tell. */
async function sendDigest(
  ctx: DigestContext,
  userId: number,
  universityId: number | null,
  periodDays: number,
  now: Date,
): Promise<boolean> {
  const user = await findUser(ctx.db, userId)
  if (!user) return false
  const content = await composeDigest(ctx, user, universityId, periodDays, now)
  const empty =
    content.unreadNotifications + content.unreadMessages + content.chatRequests === 0 &&
    content.posts.length + content.events.length === 0
  if (empty) return false
  const base = ctx.config.publicUrl
  const token = unsubscribeToken(ctx.config.jwtSecret, user.id)
  await ctx.mailer.send(
    digestMail(user, content, {
      home: `${base}/home`,
      settings: `${base}/settings?section=mail-digest`,
      unsubscribePage: `${base}/unsubscribe?token=${token}`,
      unsubscribeApi: `${base}/api/digests/unsubscribe?token=${token}`,
    }),
  )
  return true
}

async function composeDigest(
  ctx: DigestContext,
  user: UserRow,
  universityId: number | null,
  periodDays: number,
  now: Date,
): Promise<DigestContent> {
  const base = ctx.config.publicUrl
  const viewer: Viewer = {
    id: user.id,
    sessionId: 0,
    isVerified: user.isVerified,
    role: user.role,
    universityId,
    graphVersion: user.graphVersion,
  }
  const chats = await unreadTotals(ctx.db, user.id)
  const content: DigestContent = {
    unreadNotifications: await countUnread(ctx.db, user.id),
    unreadMessages: chats.unread,
    chatRequests: chats.requests,
    posts: [],
    events: [],
  }
  if (universityId === null) return content
  const since = new Date(now.getTime() - periodDays * DAY)
  const ids = await findTopUniversityPostIds(ctx.db, {
    viewerId: user.id,
    universityId,
    since,
    limit: TOP_POSTS,
  })
  content.posts = (await loadPosts(ctx.db, viewer, ids)).map((post) => ({
    author: post.user_username,
    excerpt: excerptOf(post),
    likes: post.likes_count,
    url: `${base}/posts/${post.id}`,
  }))
  const until = new Date(now.getTime() + 7 * DAY)
  const events = await findUpcomingDigestEvents(ctx.db, {
    viewerId: user.id,
    universityId,
    now,
    until,
    limit: UPCOMING_EVENTS,
  })
  content.events = events.map((event) => ({
    title: oneLine(event.title, EXCERPT),
    when: event.time ? `${event.date} ${event.time}` : event.date,
    url: `${base}/events/${event.id}`,
  }))
  return content
}

/** A post's text on one line; behind its content warning, only the warning. */
function excerptOf(post: Post): string {
  return oneLine(post.content_warning ? `[${post.content_warning}]` : post.content, EXCERPT)
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}
