import { sql } from 'drizzle-orm'
import { activityAuthorSubquery } from '../activities/index.ts'
import { isCommunityMember } from '../communities/index.ts'
import { type PostEvent, pollVotersSubquery } from '../posts/index.ts'
import { fanOut, notify, pushCounts } from './notifications.delivery.ts'
import { recipientBatch, withdrawByKey, withdrawByTarget } from './notifications.repository.ts'
import { type Handler, type NotificationRule, on } from './notifications.rule.ts'
import { bellHoldersSubquery } from './notifications.settings.repository.ts'

/** What the posts module's events notify: toggles, replies, quotes, mentions, community posts. */

const TOGGLES = {
  'post.liked': 'like',
  'post.saved': 'save',
  'post.reposted': 'repost',
  'post.unliked': 'like',
  'post.unsaved': 'save',
  'post.unreposted': 'repost',
} as const

const onToggle: Handler<Extract<PostEvent, { author_id: number }>> = async (ctx, e) => {
  const type = TOGGLES[e.type]
  const key = `${type}:p${e.post_id}:a${e.actor_id}`
  if (e.type.startsWith('post.un')) {
    await pushCounts(ctx, await withdrawByKey(ctx.db, key, e.author_id))
    return
  }
  await notify(
    ctx,
    { type, actorId: e.actor_id, postId: e.post_id, dedupKey: key, groupPrefix: `${type}:p${e.post_id}` },
    [e.author_id],
  )
}

/** A reply or a quote notifies the parent's author; mentions notify the others named; a bell, members. */
const onPostCreated: Handler<Extract<PostEvent, { type: 'post.created' }>> = async (ctx, e) => {
  const base = { actorId: e.actor_id, postId: e.post_id }
  const parent = e.parent_author_id
  if (parent !== null && (e.in_reply_to_id !== null || e.quoted_status_id !== null)) {
    const type = e.in_reply_to_id !== null ? 'comment' : 'quote'
    await notify(ctx, { ...base, type, dedupKey: `${type}:p${e.post_id}` }, [parent])
  }
  const mentioned = e.mentioned_user_ids.filter((id) => id !== parent)
  if (mentioned.length > 0) {
    await notify(ctx, { ...base, type: 'mention', dedupKey: `mention:p${e.post_id}` }, mentioned)
  }
  // A comment on an event or an announcement: whoever published it hears of it.
  const activity =
    e.event_id !== null
      ? { kind: 'event' as const, id: e.event_id }
      : e.announcement_id !== null
        ? { kind: 'announcement' as const, id: e.announcement_id }
        : null
  if (activity) {
    const authors = await recipientBatch(ctx.db, activityAuthorSubquery(activity.kind, activity.id), 0, 10)
    const target = activity.kind === 'event' ? { eventId: activity.id } : { announcementId: activity.id }
    await notify(ctx, { ...base, ...target, type: 'comment', dedupKey: `comment:p${e.post_id}` }, authors)
  }
  if (e.community_id !== null) {
    const community = e.community_id
    await fanOut(
      ctx,
      `community_post:p${e.post_id}`,
      { ...base, type: 'community_post', communityId: community, dedupKey: `community_post:p${e.post_id}` },
      sql`SELECT b.user_id FROM (${bellHoldersSubquery(community)}) AS b(user_id)
        WHERE ${isCommunityMember(community, sql.raw('b.user_id'))}`,
    )
  }
}

const onPostEdited: Handler<Extract<PostEvent, { type: 'post.edited' }>> = async (ctx, e) => {
  if (e.added_mention_ids.length === 0) return
  await notify(
    ctx,
    { type: 'mention', actorId: e.actor_id, postId: e.post_id, dedupKey: `mention:p${e.post_id}` },
    e.added_mention_ids,
  )
}

/**
 * A poll closed (issue 31): its author and everyone who voted learn the results, from Agora itself (no
 * actor, no switch), where they may still see the post. One instance writes them (the fan-out's claim).
 */
const onPollClosed: Handler<Extract<PostEvent, { type: 'post.poll_closed' }>> = async (ctx, e) => {
  const key = `poll_closed:p${e.post_id}`
  await fanOut(
    ctx,
    key,
    { type: 'poll_closed', actorId: null, postId: e.post_id, dedupKey: key },
    sql`SELECT ${e.owner_id}::int UNION ${pollVotersSubquery(e.post_id)}`,
  )
}

/** The posts module's events and what each notifies or withdraws. */
export const postRules: readonly NotificationRule[] = [
  on('post.liked', onToggle),
  on('post.saved', onToggle),
  on('post.reposted', onToggle),
  on('post.unliked', onToggle),
  on('post.unsaved', onToggle),
  on('post.unreposted', onToggle),
  on('post.created', onPostCreated),
  on('post.edited', onPostEdited),
  on('post.poll_closed', onPollClosed),
  on<{ post_id: number }>('post.deleted', async (ctx, e) =>
    pushCounts(ctx, await withdrawByTarget(ctx.db, 'post_id', e.post_id)),
  ),
]
