import { sql } from 'drizzle-orm'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  type ActivityEvent,
  activityAuthorSubquery,
  announcementTitleOf,
  audienceIdsSubquery,
} from '../activities/index.ts'
import type { ChatEvent } from '../chats/index.ts'
import {
  type CommunityEvent,
  communityMemberIdsSubquery,
  communityStaffIdsSubquery,
  isCommunityMember,
} from '../communities/index.ts'
import type { PostEvent } from '../posts/index.ts'
import { type UserEvent, universityMemberIdsSubquery } from '../users/index.ts'
import { fanOut, notify, pushCounts } from './notifications.delivery.ts'
import { onAppealDecided, onModerationDecided } from './notifications.moderation.ts'
import { markChatRead } from './notifications.reads.repository.ts'
import {
  deleteBetween,
  deleteByActor,
  followKey,
  markFollowApproved,
  recipientBatch,
  withdrawByKey,
  withdrawByTarget,
} from './notifications.repository.ts'
import { bellHoldersSubquery } from './notifications.settings.repository.ts'
import { notifyEventSpot } from './notifications.system.ts'

type Handler<E> = (ctx: ServiceContext, event: E) => Promise<void>
type MembershipEvent = Extract<CommunityEvent, { community_id: number; user_id: number }>

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

const onFollowed: Handler<Extract<UserEvent, { type: 'user.followed' }>> = async (ctx, e) => {
  const request = e.status === 'pending'
  await notify(
    ctx,
    {
      type: 'follow',
      actorId: e.follower_id,
      followRequest: request,
      dedupKey: followKey(e.follower_id),
      // Requests wait to be answered one by one; follows group.
      groupPrefix: request ? null : 'follow',
    },
    [e.followee_id],
  )
}

const onJoinRequested: Handler<MembershipEvent> = async (ctx, e) => {
  const staff = await recipientBatch(ctx.db, communityStaffIdsSubquery(e.community_id), 0, 1000)
  await notify(
    ctx,
    {
      type: 'community_join',
      actorId: e.user_id,
      communityId: e.community_id,
      dedupKey: `community_join:c${e.community_id}:a${e.user_id}`,
    },
    staff,
  )
}

/**
 * A request answered or withdrawn: the staff's unread notifications of it go; an invitation accepted
 * or declined: the invitee's.
 */
const onJoinSettled: Handler<MembershipEvent> = async (ctx, e) => {
  await pushCounts(ctx, [
    ...(await withdrawByKey(ctx.db, `community_join:c${e.community_id}:a${e.user_id}`)),
    ...(await withdrawByKey(ctx.db, inviteKey(e.community_id), e.user_id)),
  ])
}

const inviteKey = (communityId: number) => `community_invite:c${communityId}`

/** Its staff invited someone: they hear of it, and accept from the notification's community page. */
const onInvited: Handler<MembershipEvent> = async (ctx, e) => {
  await notify(
    ctx,
    {
      type: 'community_invite',
      actorId: e.actor_id,
      communityId: e.community_id,
      dedupKey: inviteKey(e.community_id),
    },
    [e.user_id],
  )
}

const onEventCreated: Handler<
  Extract<ActivityEvent, { event_id: number; university_id: number | null }>
> = async (ctx, e) => {
  const recipients =
    e.community_id !== null
      ? communityMemberIdsSubquery(e.community_id)
      : e.university_id !== null
        ? universityMemberIdsSubquery(e.university_id)
        : null
  if (!recipients) return
  await fanOut(
    ctx,
    `event:${e.event_id}`,
    {
      type: 'event',
      actorId: e.actor_id,
      eventId: e.event_id,
      communityId: e.community_id,
      dedupKey: `event:${e.event_id}`,
    },
    recipients,
  )
}

/** A new announcement: those it is for (issue 17: the whole university, or its chosen audience). */
const onAnnouncementCreated: Handler<
  Extract<ActivityEvent, { announcement_id: number; university_id: number }>
> = async (ctx, e) => {
  await fanOut(
    ctx,
    `announcement:${e.announcement_id}`,
    {
      type: 'announcement',
      actorId: e.actor_id,
      announcementId: e.announcement_id,
      dedupKey: `announcement:${e.announcement_id}`,
    },
    audienceIdsSubquery(e.announcement_id),
  )
}

/** The one reminder: from the university itself, to those it is for who have not confirmed it. */
const onAnnouncementReminded: Handler<
  Extract<ActivityEvent, { announcement_id: number; university_id: number }>
> = async (ctx, e) => {
  await fanOut(
    ctx,
    `announcement_reminder:${e.announcement_id}`,
    {
      type: 'announcement_reminder',
      actorId: null,
      announcementId: e.announcement_id,
      content: announcementTitleOf(e.announcement_id),
      dedupKey: `announcement_reminder:${e.announcement_id}`,
    },
    audienceIdsSubquery(e.announcement_id, { unacknowledged: true }),
  )
}

/**
 * A message to members without the chat open: one notification per chat until they read it (the key
 * names their read mark, so the next unread stretch makes a new one).
 */
const onChatMessage: Handler<Extract<ChatEvent, { type: 'chat.message' }>> = async (ctx, e) => {
  for (const r of e.recipients) {
    await notify(
      ctx,
      {
        type: 'message',
        actorId: e.actor_id,
        chatId: e.chat_id,
        content: e.content,
        dedupKey: `message:c${e.chat_id}:r${r.mark}`,
      },
      [r.user_id],
    )
  }
}

const onChatRead: Handler<Extract<ChatEvent, { type: 'chat.read' }>> = async (ctx, e) => {
  if (await markChatRead(ctx.db, e.user_id, e.chat_id)) await pushCounts(ctx, [e.user_id])
}

/** Channel and handler of every event the notifications module listens to. */
export const LISTENERS: Record<string, Handler<never>> = {
  'post.liked': onToggle,
  'post.saved': onToggle,
  'post.reposted': onToggle,
  'post.unliked': onToggle,
  'post.unsaved': onToggle,
  'post.unreposted': onToggle,
  'post.created': onPostCreated,
  'chat.message': onChatMessage,
  'chat.read': onChatRead,
  'post.edited': onPostEdited,
  'post.deleted': async (ctx: ServiceContext, e: { post_id: number }) =>
    pushCounts(ctx, await withdrawByTarget(ctx.db, 'post_id', e.post_id)),
  'user.followed': onFollowed,
  'user.unfollowed': async (ctx: ServiceContext, e: { follower_id: number; followee_id: number }) =>
    pushCounts(ctx, await withdrawByKey(ctx.db, followKey(e.follower_id), e.followee_id)),
  'user.follow_approved': async (ctx: ServiceContext, e: { follower_id: number; followee_id: number }) =>
    markFollowApproved(ctx.db, e.followee_id, e.follower_id),
  'user.blocked': async (ctx: ServiceContext, e: { blocker_id: number; blocked_id: number }) => {
    await deleteBetween(ctx.db, e.blocker_id, e.blocked_id)
    await pushCounts(ctx, [e.blocker_id, e.blocked_id])
  },
  'user.deleted': async (ctx: ServiceContext, e: { user_id: number }) =>
    pushCounts(ctx, await deleteByActor(ctx.db, e.user_id)),
  'community.join_requested': onJoinRequested,
  'community.joined': onJoinSettled,
  'community.request_rejected': onJoinSettled,
  'community.request_cancelled': onJoinSettled,
  'community.invited': onInvited,
  'event.created': onEventCreated,
  'event.deleted': async (ctx: ServiceContext, e: { event_id: number }) =>
    pushCounts(ctx, await withdrawByTarget(ctx.db, 'event_id', e.event_id)),
  'announcement.created': onAnnouncementCreated,
  'announcement.reminded': onAnnouncementReminded,
  'event.spot_opened': notifyEventSpot,
  'moderation.decided': onModerationDecided,
  'moderation.appeal_decided': onAppealDecided,
  'announcement.deleted': async (ctx: ServiceContext, e: { announcement_id: number }) =>
    pushCounts(ctx, await withdrawByTarget(ctx.db, 'announcement_id', e.announcement_id)),
}
