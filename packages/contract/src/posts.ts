import { z } from 'zod'
import { Announcement, Event } from './activities.ts'
import { ERRORS } from './catalogue.ts'
import { LIMITS, REPLY_POLICIES } from './limits.ts'
import { LinkCard } from './links.ts'
import { Poll } from './polls.ts'

/** Who may reply to a thread (issue 16): everyone, people its author follows, or people it mentions. */
export const ReplyPolicy = z.enum(REPLY_POLICIES, { error: ERRORS.reply_policy_invalid.detail })
export type ReplyPolicy = z.infer<typeof ReplyPolicy>

/** The author as a post embeds it. */
export const PostAuthor = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  university_id: z.number().int().nullable(),
  role: z.string(),
})
export type PostAuthor = z.infer<typeof PostAuthor>

export const PostImage = z.object({
  id: z.number().int(),
  file_path: z.string(),
  original_filename: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The author's description of the image (issue 16); null when none was given. */
  alt_text: z.string().nullable(),
  /**
   * Narrower WebP copies of the image (issue 31), narrowest first, for srcset; none when the image is
   * at most 400 px wide, animated, or not yet processed by media:variants.
   */
  variants: z.array(z.object({ width: z.number().int(), file_path: z.string() })),
  /** A ThumbHash of the image in base64, to paint while it loads; null until media:variants ran. */
  placeholder: z.string().nullable(),
})
export type PostImage = z.infer<typeof PostImage>

export const PostVideo = z.object({
  id: z.number().int(),
  file_path: z.string(),
  original_filename: z.string().nullable(),
})
export type PostVideo = z.infer<typeof PostVideo>

/** What the viewer may do with the post: the client shows controls from these, never re-deriving rules. */
export const PostAbilities = z.object({
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_like: z.boolean(),
  can_save: z.boolean(),
  can_reply: z.boolean(),
  can_repost: z.boolean(),
  can_quote: z.boolean(),
  /** The author may change who can reply (a thread's first post, issue 16). */
  can_set_reply_policy: z.boolean(),
})
export type PostAbilities = z.infer<typeof PostAbilities>

/** The Post entity of spec 000 and 001 section 3, without embedded posts. */
export const PostBase = z.object({
  id: z.number().int(),
  content: z.string(),
  /** Issue 16: the warning the text and media are folded behind; null when there is none. */
  content_warning: z.string().nullable(),
  /** Issue 16: who may reply to this post's thread (its first post decides); see abilities.can_reply. */
  reply_policy: ReplyPolicy,
  post_type: z.enum(['normal', 'event', 'academic']),
  user_id: z.number().int(),
  user_username: z.string(),
  user_nickname: z.string().nullable(),
  user_full_name: z.string().nullable(),
  user_avatar_url: z.string().nullable(),
  user: PostAuthor,
  created_at: z.string(),
  edited: z.boolean(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  published: z.boolean(),
  university_id: z.number().int().nullable(),
  community_id: z.number().int().nullable(),
  in_reply_to_id: z.number().int().nullable(),
  /** The parent of a reply: shown as deleted when it was deleted (DESIGN.md section 5). */
  in_reply_to: z
    .object({
      id: z.number().int(),
      user_id: z.number().int(),
      user_username: z.string(),
      deleted: z.boolean(),
    })
    .nullable(),
  images: z.array(PostImage),
  video: PostVideo.nullable(),
  /** Issue 31: the card of the text's first link; null without one, or when the author removed it. */
  link_card: LinkCard.nullable(),
  /** Issue 31: the post's poll, with the viewer's votes and the counts they may see; null without one. */
  poll: Poll.nullable(),
  hashtags: z.array(z.string()),
  /** Mentioned user ids in the order they appear. */
  mentions: z.array(z.number().int()),
  /** Mentioned usernames resolved to ids, so the client can link @name to /users/{id}. */
  mentioned_users: z.array(z.object({ id: z.number().int(), username: z.string() })),
  likes_count: z.number().int(),
  likes: z.number().int(),
  replies_count: z.number().int(),
  comments_count: z.number().int(),
  retweet_count: z.number().int(),
  quote_count: z.number().int(),
  views_count: z.number().int(),
  views: z.number().int(),
  is_liked: z.boolean(),
  is_saved: z.boolean(),
  /** The viewer has reposted this post; the four names are the specification's aliases. */
  is_retweeted: z.boolean(),
  retweeted: z.boolean(),
  user_retweeted: z.boolean(),
  is_retweet: z.boolean(),
  retweeted_status_id: z.number().int().nullable(),
  retweeted_by_username: z.string().nullable(),
  retweeted_by: z.string().nullable(),
  latest_retweet_by: z.object({ username: z.string(), nickname: z.string().nullable() }).nullable(),
  is_quote_status: z.boolean(),
  quoted_status_id: z.number().int().nullable(),
  abilities: PostAbilities,
})
export type PostBase = z.infer<typeof PostBase>

/** An embedded post (the original of a repost, the quoted post): one level of quote inside. */
export const EmbeddedPost = PostBase.extend({
  retweeted_status: z.null(),
  quoted_status: PostBase.nullable(),
})
export type EmbeddedPost = z.infer<typeof EmbeddedPost>

export const Post = PostBase.extend({
  retweeted_status: EmbeddedPost.nullable(),
  quoted_status: EmbeddedPost.nullable(),
  /** On the post page only: the direct replies, each with up to 4 of its own replies. */
  replies: z.array(PostBase.extend({ replies: z.array(PostBase).optional() })).optional(),
})
export type Post = z.infer<typeof Post>

export const PostList = z.array(Post)

/**
 * PUT /posts/{id}: the new text, and optionally (issue 16) the content warning (null or blank removes
 * it; absent keeps it), who may reply (a thread's first post) and the alt text of its images by id.
 */
export const EditPostRequest = z.object({
  content: z.string().max(LIMITS.postMaxLength * 4),
  content_warning: z
    .string()
    .max(LIMITS.contentWarningMax * 4)
    .nullable()
    .optional(),
  reply_policy: ReplyPolicy.optional(),
  /**
   * Issue 31: false removes the link's card, true makes it again for the text's first link. Absent, the
   * card stays while the first link does, and follows a changed one.
   */
  link_card: z.boolean().optional(),
  alt_texts: z
    .array(
      z.object({
        id: z.number().int().positive().max(2_147_483_647),
        alt_text: z.string().max(LIMITS.altTextMax * 4),
      }),
    )
    .max(4)
    .optional(),
})
export type EditPostRequest = z.infer<typeof EditPostRequest>

/** PUT /posts/{id}/reply-policy: who may reply to the thread from now on (issue 16). */
export const ReplyPolicyRequest = z.object({ reply_policy: ReplyPolicy })
export type ReplyPolicyRequest = z.infer<typeof ReplyPolicyRequest>

export const Hashtag = z.object({ name: z.string(), count: z.number().int() })
export type Hashtag = z.infer<typeof Hashtag>

/**
 * An item of For You: a post, or an event or academic announcement of the viewer's university as its
 * own kind (post_type 'event' or 'academic', with its title field). Ids are per kind.
 */
export const FeedItem = z.union([Event, Announcement, Post])
export type FeedItem = z.infer<typeof FeedItem>

export const FeedResponse = z.object({
  for_you: z.array(FeedItem),
  following: PostList,
  /** Opaque cursor for the next page; null at the end. */
  next_after: z.string().nullable(),
})
export type FeedResponse = z.infer<typeof FeedResponse>

export const FeedBatchResponse = z.object({
  posts: z.array(FeedItem),
  batchIndex: z.number().int(),
  hasNext: z.boolean(),
  next_after: z.string().nullable(),
})
export type FeedBatchResponse = z.infer<typeof FeedBatchResponse>

/** A reply on the profile's comments tab: the post it answers travels with it (null when hidden or gone). */
export const ProfileComment = Post.extend({ original_post: EmbeddedPost.nullable() })
export type ProfileComment = z.infer<typeof ProfileComment>
export const ProfileCommentList = z.array(ProfileComment)
