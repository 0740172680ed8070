import type { AppModule } from '../../platform/module.ts'
import { hashtagsRoutes } from './hashtags.routes.ts'

/**
 * The hashtags module's face (docs/modules.md): suggestions, trending tags and a tag's posts. It owns
 * the hashtags and post_hashtags tables (db/schema/hashtags.ts); the posts module files each post
 * under its tags through the functions below, inside its own transaction.
 */
export const hashtagsModule: AppModule = {
  name: 'hashtags',
  async register(api, ctx) {
    await api.register(hashtagsRoutes(ctx))
  },
}

// Search and Explore, for the search module.
export { searchHashtags, trendingAtUniversity, trendingHashtags } from './hashtags.service.ts'
export {
  findTagsOfPost,
  tagPost,
  uncountPost,
  uncountPosts,
  untagPost,
} from './hashtags.writes.repository.ts'
