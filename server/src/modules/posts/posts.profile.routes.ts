import { PageQuery, type Post, PostList, ProfileCommentList } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Viewer } from '../../platform/auth.ts'
import { IdParams } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import type { Page } from './posts.page.service.ts'
import { listLikedPosts, listProfileComments, listProfilePosts } from './posts.profile.service.ts'

type TabLoader = (ctx: ServiceContext, viewer: Viewer, userId: number, page: Page) => Promise<Post[]>

/**
 * The profile's Posts, Comments and Liked tabs, for /users/{id} and /users/me (spec 001 section 7):
 * skip (0) and limit (20, at most 100). Registered by the posts plugin, since posts are what they list.
 */
export function profileTabRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['posts', 'users']
    // A comment is a Post with original_post, so one loader type serves the three tabs. Each tab's
    // name ends its operationIds (listMyComments, listUserComments); the summaries say what it lists.
    const tabs: [string, typeof PostList | typeof ProfileCommentList, TabLoader, string, string, string][] = [
      ['posts', PostList, listProfilePosts, 'Posts', 'your posts', "a person's posts"],
      [
        'comments',
        ProfileCommentList,
        listProfileComments,
        'Comments',
        'your comments',
        "a person's comments",
      ],
      [
        'liked-posts',
        PostList,
        listLikedPosts,
        'LikedPosts',
        'the posts you liked',
        'the posts a person liked',
      ],
    ]
    for (const [path, response, load, name, mine, theirs] of tabs) {
      app.get(
        `/users/me/${path}`,
        {
          schema: {
            operationId: `listMy${name}`,
            summary: `List ${mine}`,
            tags,
            querystring: PageQuery,
            response: { 200: response },
          },
        },
        (req) => {
          const viewer = req.viewer
          return load(ctx, viewer, viewer.id, req.query)
        },
      )
      app.get(
        `/users/:id/${path}`,
        {
          schema: {
            operationId: `listUser${name}`,
            summary: `List ${theirs}`,
            tags,
            params: IdParams,
            querystring: PageQuery,
            response: { 200: response },
          },
        },
        (req) => load(ctx, req.viewer, req.params.id, req.query),
      )
    }
  }
}
