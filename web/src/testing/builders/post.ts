import type { Post, PostBase } from '@agora/contract'

/** Test-only: a complete Post as the server answers it, for a viewer who may like, save, repost and quote. */
export function makePost(overrides: Partial<Post> = {}): Post {
  const id = overrides.id ?? 1
  const base: Post = {
    id,
    content: 'Hello campus',
    content_warning: null,
    link_card: null,
    poll: null,
    reply_policy: 'everyone',
    post_type: 'normal',
    user_id: 7,
    user_username: 'ayse',
    user_nickname: 'Ayşe',
    user_full_name: 'Ayşe Yılmaz',
    user_avatar_url: null,
    user: {
      id: 7,
      username: 'ayse',
      nickname: 'Ayşe',
      full_name: 'Ayşe Yılmaz',
      avatar_url: null,
      university_id: null,
      role: 'user',
    },
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    edited: false,
    edited_at: null,
    deleted: false,
    published: true,
    university_id: null,
    community_id: null,
    in_reply_to_id: null,
    in_reply_to: null,
    images: [],
    video: null,
    hashtags: [],
    mentions: [],
    mentioned_users: [],
    likes_count: 0,
    likes: 0,
    replies_count: 0,
    comments_count: 0,
    retweet_count: 0,
    quote_count: 0,
    views_count: 0,
    views: 0,
    is_liked: false,
    is_saved: false,
    is_retweeted: false,
    retweeted: false,
    user_retweeted: false,
    is_retweet: false,
    retweeted_status_id: null,
    retweeted_by_username: null,
    retweeted_by: null,
    latest_retweet_by: null,
    is_quote_status: false,
    quoted_status_id: null,
    abilities: {
      can_edit: false,
      can_delete: false,
      can_like: true,
      can_save: true,
      can_reply: true,
      can_repost: true,
      can_quote: true,
      can_set_reply_policy: false,
    },
    retweeted_status: null,
    quoted_status: null,
  }
  return { ...base, ...overrides }
}

/** Test-only: the embedded form of a post (the original of a repost, a quoted post). */
export function embedded(post: PostBase): Post['retweeted_status'] {
  const { retweeted_status: _r, quoted_status: _q, replies: _replies, ...rest } = post as Post
  return { ...rest, retweeted_status: null, quoted_status: null }
}
