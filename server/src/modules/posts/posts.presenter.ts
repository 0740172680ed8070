import type { EmbeddedPost, Post, PostAuthor, PostBase } from '@agora/contract'
import { variantPath } from '../../platform/media-store.ts'
import type { PublicUserRow } from '../users/index.ts'
import { fullNameOf } from '../users/index.ts'
import { abilitiesOf, type PolicyViewer } from './posts.policy.ts'
import { presentPoll } from './posts.polls.presenter.ts'
import type { GraphRow, PostRow } from './posts.repository.ts'
import { parseHashtags } from './posts.text.ts'

/** Everything loadPosts read, keyed by id, from which any post of the batch is built without a query. */
export interface Hydration {
  viewer: PolicyViewer | null
  rows: Map<number, GraphRow>
}

/** Not the first post of a thread: a reply, or a comment on an event or announcement. */
export const isReply = (row: PostRow): boolean =>
  row.inReplyToId !== null || row.eventId !== null || row.announcementId !== null

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null)

function presentAuthor(user: PublicUserRow): PostAuthor {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    full_name: fullNameOf(user),
    avatar_url: user.avatarUrl,
    university_id: user.universityId,
    role: user.role,
  }
}

/** The posts a Post embeds: none for a PostBase, at most a quote for an EmbeddedPost. */
interface Embeds<R, Q> {
  retweeted_status: R
  quoted_status: Q
}

const NO_EMBEDS: Embeds<null, null> = { retweeted_status: null, quoted_status: null }

/**
 * The contract's PostBase of a visible row; null when its author is gone. A repost has no text or
 * counters of its own: like a retweet in X's API it carries its original's counts and the viewer's
 * flags on the original, and its toggles act on the original (posts.hydration.service.ts).
 */
export function presentBase(row: GraphRow, h: Hydration): PostBase | null {
  return presentWith(row, h, NO_EMBEDS)
}

/**
 * The post of a row with the posts it embeds, built as one object: a feed page builds some forty of
 * these 60-field objects, and a copy of each to add its embeds had cost half of the presenter's time
 * in garbage collection (issue 32).
 */
function presentWith<R, Q>(
  row: GraphRow,
  h: Hydration,
  embeds: Embeds<R, Q>,
): (PostBase & Embeds<R, Q>) | null {
  const author = row.author
  if (!author) return null
  const original = row.repostOfId === null ? undefined : h.rows.get(row.repostOfId)
  const counted = original ?? row
  const media = row.media ?? []
  const video = media.find((m) => m.kind === 'video')
  const mentioned = (row.mentionedUsers ?? []).flatMap((m) =>
    m.username === null ? [] : [{ id: m.id, username: m.username }],
  )
  const parent = row.inReplyToId === null ? undefined : h.rows.get(row.inReplyToId)
  const parentAuthor = parent?.author
  const reposted = counted.reposted
  const reposter = row.repostOfId === null ? null : author
  return {
    id: row.id,
    content: row.content,
    content_warning: row.contentWarning,
    reply_policy: counted.replyGate.policy,
    post_type: 'normal',
    user_id: row.userId,
    user_username: author.username,
    user_nickname: author.nickname,
    user_full_name: fullNameOf(author),
    user_avatar_url: author.avatarUrl,
    user: presentAuthor(author),
    created_at: row.createdAt.toISOString(),
    edited: row.editedAt !== null,
    edited_at: iso(row.editedAt),
    deleted: row.deletedAt !== null,
    published: row.published,
    university_id: row.universityId,
    community_id: row.communityId,
    in_reply_to_id: row.inReplyToId,
    in_reply_to:
      parent && parentAuthor
        ? {
            id: parent.id,
            user_id: parent.userId,
            user_username: parentAuthor.username,
            // A parent the viewer may not see is shown as one that is gone (DESIGN.md section 5).
            deleted: parent.deletedAt !== null || !parent.visible,
          }
        : null,
    images: media
      .filter((m) => m.kind === 'image')
      .map((m) => ({
        id: m.id,
        file_path: m.filePath,
        original_filename: m.originalFilename,
        width: m.width,
        height: m.height,
        alt_text: m.altText,
        variants: m.variantWidths.flatMap((width) => {
          const path = variantPath(m.filePath, width)
          return path ? [{ width, file_path: path }] : []
        }),
        placeholder: m.placeholder,
      })),
    video: video
      ? { id: video.id, file_path: video.filePath, original_filename: video.originalFilename }
      : null,
    link_card: row.repostOfId === null ? row.linkCard : null,
    poll:
      row.repostOfId === null && row.poll
        ? presentPoll(row.poll, h.viewer?.id ?? null, row.userId, Date.now())
        : null,
    hashtags: parseHashtags(row.content),
    mentions: mentioned.map((m) => m.id),
    mentioned_users: mentioned,
    likes_count: counted.likesCount,
    likes: counted.likesCount,
    replies_count: counted.repliesCount,
    comments_count: counted.repliesCount,
    retweet_count: counted.repostCount,
    quote_count: counted.quoteCount,
    views_count: counted.viewsCount,
    views: counted.viewsCount,
    is_liked: counted.liked,
    is_saved: counted.saved,
    is_retweeted: reposted,
    retweeted: reposted,
    user_retweeted: reposted,
    is_retweet: reposted,
    retweeted_status_id: row.repostOfId,
    retweeted_by_username: reposter?.username ?? null,
    retweeted_by: reposter?.username ?? null,
    latest_retweet_by: reposter ? { username: reposter.username, nickname: reposter.nickname } : null,
    is_quote_status: row.quotedStatusId !== null,
    quoted_status_id: row.quotedStatusId,
    abilities: abilitiesOf(
      h.viewer,
      {
        userId: row.userId,
        postType: 'normal',
        deleted: row.deletedAt !== null,
        published: counted.published,
        visible: row.visible && counted.visible,
        isRepost: row.repostOfId !== null,
        isReply: isReply(row),
      },
      counted.replyGate,
    ),
    retweeted_status: embeds.retweeted_status,
    quoted_status: embeds.quoted_status,
  }
}

/** A visible row of the batch by id, or null when it is missing or hidden. */
function visibleRow(id: number | null, h: Hydration): GraphRow | null {
  if (id === null) return null
  const row = h.rows.get(id)
  return row?.visible ? row : null
}

/** The original of a repost or a quoted post: one more level of quote inside, no deeper. */
function presentEmbedded(row: GraphRow, h: Hydration): EmbeddedPost | null {
  const quoted = visibleRow(row.quotedStatusId, h)
  return presentWith(row, h, {
    retweeted_status: null,
    quoted_status: quoted ? presentBase(quoted, h) : null,
  })
}

/**
 * The post with this id as an embedded original (a profile comment's original_post), or null when it
 * is missing or hidden from the viewer: a deleted or hidden parent is the reply's in_reply_to.deleted.
 */
export function presentOriginal(id: number, h: Hydration): EmbeddedPost | null {
  const row = visibleRow(id, h)
  return row && presentEmbedded(row, h)
}

/**
 * The whole Post of a row, or null when the viewer may not see it: the row is hidden, or it is a
 * repost whose original is hidden or gone (a repost of a deleted post disappears with it). A quote of
 * a hidden post stays, with quoted_status null and quoted_status_id set ("this post is unavailable").
 */
export function presentPost(row: GraphRow, h: Hydration): Post | null {
  if (!row.visible || !row.author) return null
  let retweeted: EmbeddedPost | null = null
  if (row.repostOfId !== null) {
    const original = visibleRow(row.repostOfId, h)
    retweeted = original && presentEmbedded(original, h)
    if (!retweeted) return null
  }
  const quoted = visibleRow(row.quotedStatusId, h)
  return presentWith(row, h, {
    retweeted_status: retweeted,
    quoted_status: quoted ? presentEmbedded(quoted, h) : null,
  })
}
