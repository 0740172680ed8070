/**
 * The hashtags module's face (docs/modules.md): which posts carry which tag, and how a tag is spelled.
 * It owns the hashtags and post_hashtags tables (db/schema/hashtags.ts); the posts module files each
 * post under its tags through the writes below, inside its own transaction. It registers no routes:
 * reading posts by tag is a feed, so the feed module answers a tag's page, trending and suggestions with
 * the reads below, lending them the posts module's visibility rule (PostRule).
 */

// How a tag is compared and stored: the posts module folds the tags it parses, the feed what was typed.
export { foldHashtag, normalizeTag } from './hashtags.names.ts'
// Reads over the tag tables, for the feed module, which lends the posts module's rule.
export {
  findHashtagCount,
  findHashtagPostIds,
  findHashtagsByPrefix,
  findHashtagsMatching,
  findTrendingHashtags,
  type HashtagCount,
  type PostRule,
} from './hashtags.repository.ts'
// Filing posts under their tags, for the posts module inside its transactions.
export {
  findTagsOfPost,
  tagPost,
  uncountPost,
  uncountPosts,
  untagPost,
} from './hashtags.writes.repository.ts'
