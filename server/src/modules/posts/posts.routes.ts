import { EditPostRequest, Post, PostList, pageQuery, ReplyPolicyRequest } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams } from '../../platform/params.ts'
import { byViewer, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { installMultipart, readMediaForm } from '../../platform/uploads.ts'
import { createPost, createQuote, createReply, deletePost } from './posts.compose.service.ts'
import { setReplyPolicy } from './posts.controls.ts'
import { editPost } from './posts.edit.service.ts'
import { getPostPage, listReplies, listSavedPosts, listUniversityPosts } from './posts.page.service.ts'
import { profileTabRoutes } from './posts.profile.routes.ts'
import { setToggle } from './posts.toggles.service.ts'

const MINUTE = 60 * 1000

/**
 * Writing is throttled per user (DESIGN.md section 5, Security), each route on its own counter (the
 * in-memory store cannot share one between routes, and Redis then counts the same way): 30 posts,
 * 30 replies and 30 quotes per 10 minutes, Mastodon's order of magnitude. Routes authenticate at
 * onRequest, so the viewer is known when the throttles count (preValidation).
 */
export const postingThrottle = (route: string): Throttle => ({
  name: `posting:${route}:user`,
  max: 30,
  windowMs: 10 * MINUTE,
  key: byViewer,
  code: 'posting_too_fast',
})

/**
 * Uploads: 30 per 30 minutes per user. A form that carries a file is known before its body is read by
 * its size: the text fields of a post fit in a few kilobytes, so a larger multipart body (or one of
 * unannounced length) holds a file.
 */
export const uploadThrottle = (route: string): Throttle => ({
  name: `uploads:${route}:user`,
  max: 30,
  windowMs: 30 * MINUTE,
  key: (req) => {
    const multipart = String(req.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('multipart/form-data')
    const length = Number(req.headers['content-length'] ?? Number.POSITIVE_INFINITY)
    return multipart && length > 16 * 1024 ? byViewer(req) : null
  },
  code: 'too_many_uploads',
})

/**
 * Like, save and repost, each way: 150 per 5 minutes per person and route, far past what anyone does by
 * hand; a script flipping a toggle is stopped there (each flip writes a row and moves a counter).
 */
export const toggleThrottle = (route: string): Throttle => ({
  name: `toggle:${route}:user`,
  max: 150,
  windowMs: 5 * MINUTE,
  key: byViewer,
  code: 'too_many_toggles',
})

/** Field names a post's files may come in: images (repeated), or one image, file or video. */
const FILE_FIELDS = ['images', 'image', 'file', 'video'] as const

const PageQuery = (defaultLimit: number) => pageQuery({ limit: defaultLimit, maxSkip: 100_000 })

const multipartDoc = (what: string) =>
  `multipart/form-data: ${what}, content_warning (up to 100 characters), link_card (false leaves out the card of the text's first link); files in \`images\` (up to 4 images of 10 MB, each described by \`alt_text_0\` ... \`alt_text_3\`, up to 1000 characters) or one video (MP4 or QuickTime, 50 MB) in \`video\`.`

/** Posts, replies, quotes and their toggles (spec 000 section 7 Posts; spec 001 section 7). */
export function postsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Only these routes take multipart bodies; registering here keeps the plugin in this scope.
    await installMultipart(app)
    const tags = ['posts']
    const posting = (route: string) => ({
      config: { throttles: [postingThrottle(route), uploadThrottle(route)] },
    })

    app.post(
      '/posts/',
      {
        ...posting('create'),
        schema: {
          operationId: 'createPost',
          summary: 'Create a post',
          tags,
          description: multipartDoc(
            'content, published (true|false), university_id, reply_policy (everyone|following|mentioned), poll (JSON: {"options": 2 to 4 texts of up to 25 characters, "duration_seconds": 300 to 604800, "multiple": false}; not with files)',
          ),
          response: { 201: Post },
        },
      },
      async (req, reply) => {
        const form = await readMediaForm(req, FILE_FIELDS)
        return reply.code(201).send(await createPost(ctx, req.viewer, form))
      },
    )

    app.get(
      '/posts/:id',
      {
        schema: {
          operationId: 'getPost',
          summary: 'Get a post',
          tags,
          params: IdParams,
          response: { 200: Post },
        },
      },
      (req) => getPostPage(ctx, req.viewer, req.params.id),
    )

    app.get(
      '/posts/:id/replies',
      {
        schema: {
          operationId: 'listPostReplies',
          summary: 'List the replies to a post',
          tags,
          params: IdParams,
          querystring: PageQuery(20),
          response: { 200: PostList },
        },
      },
      (req) => listReplies(ctx, req.viewer, req.params.id, req.query),
    )

    app.put(
      '/posts/:id',
      {
        schema: {
          operationId: 'editPost',
          summary: 'Edit a post',
          tags,
          params: IdParams,
          body: EditPostRequest,
          response: { 200: Post },
        },
      },
      (req) => editPost(ctx, req.viewer, req.params.id, req.body),
    )

    app.put(
      '/posts/:id/reply-policy',
      {
        schema: {
          operationId: 'setPostReplyPolicy',
          summary: 'Set who may reply to a thread',
          tags,
          description: 'Who may reply to the thread this post starts (the author only; not an edit).',
          params: IdParams,
          body: ReplyPolicyRequest,
          response: { 200: Post },
        },
      },
      (req) => setReplyPolicy(ctx, req.viewer, req.params.id, req.body.reply_policy),
    )

    app.delete(
      '/posts/:id',
      {
        schema: {
          operationId: 'deletePost',
          summary: 'Delete a post',
          tags,
          params: IdParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await deletePost(ctx, req.viewer, req.params.id)
        return reply.code(204).send(null)
      },
    )

    // Each toggle with the operationId and summary of turning it on, then off.
    for (const [path, toggle, on, off] of [
      ['like', 'like', ['likePost', 'Like a post'], ['unlikePost', 'Unlike a post']],
      ['save', 'save', ['savePost', 'Save a post'], ['unsavePost', 'Unsave a post']],
      ['retweet', 'repost', ['repostPost', 'Repost a post'], ['unrepostPost', 'Undo your repost of a post']],
    ] as const) {
      const schema = ([operationId, summary]: readonly [string, string]) => ({
        operationId,
        summary,
        tags,
        params: IdParams,
        response: { 200: Post },
      })
      const throttled = (on: boolean) => ({ throttles: [toggleThrottle(`${path}:${on ? 'on' : 'off'}`)] })
      app.post(`/posts/:id/${path}`, { schema: schema(on), config: throttled(true) }, (req) =>
        setToggle(ctx, req.viewer, req.params.id, toggle, true),
      )
      app.delete(`/posts/:id/${path}`, { schema: schema(off), config: throttled(false) }, (req) =>
        setToggle(ctx, req.viewer, req.params.id, toggle, false),
      )
    }

    app.post(
      '/posts/:id/quote',
      {
        ...posting('quote'),
        schema: {
          operationId: 'quotePost',
          summary: 'Quote a post',
          tags,
          description: multipartDoc('comment, reply_policy (everyone|following|mentioned)'),
          params: IdParams,
          response: { 201: Post },
        },
      },
      async (req, reply) => {
        const form = await readMediaForm(req, FILE_FIELDS)
        return reply.code(201).send(await createQuote(ctx, req.viewer, req.params.id, form))
      },
    )

    app.post(
      '/posts/:id/comments',
      {
        ...posting('reply'),
        schema: {
          operationId: 'replyToPost',
          summary: 'Reply to a post',
          tags,
          description: multipartDoc('content'),
          params: IdParams,
          response: { 201: Post },
        },
      },
      async (req, reply) => {
        const form = await readMediaForm(req, FILE_FIELDS)
        return reply.code(201).send(await createReply(ctx, req.viewer, req.params.id, form))
      },
    )

    app.get(
      '/posts/universities/:id/posts',
      {
        schema: {
          operationId: 'listUniversityPosts',
          summary: 'List the posts of a university',
          tags: ['posts', 'universities'],
          params: IdParams,
          querystring: PageQuery(100),
          response: { 200: PostList },
        },
      },
      (req) => listUniversityPosts(ctx, req.viewer, req.params.id, req.query),
    )

    app.get(
      '/users/me/saved-posts',
      {
        schema: {
          operationId: 'listSavedPosts',
          summary: 'List the posts you saved',
          tags: ['posts', 'users'],
          querystring: PageQuery(50),
          response: { 200: PostList },
        },
      },
      (req) => listSavedPosts(ctx, req.viewer, req.query),
    )

    await app.register(profileTabRoutes(ctx))
  }
}
