import {
  Community,
  CommunityList,
  CommunityListQuery,
  CommunityPatch,
  LIMITS,
  limitQuery,
  PopularCommunityList,
  PostList,
  pageQuery,
} from '@agora/contract'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams } from '../../platform/params.ts'
import {
  PROFILE_IMAGE_BOX,
  type ProfileImageKind,
  type ProfileImageSpec,
  pictureThrottle,
  readProfileImage,
} from '../../platform/profile-images.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { installMultipart } from '../../platform/uploads.ts'
import { listCommunityPosts } from '../posts/index.ts'
import {
  assertCanModerate,
  deleteCommunity,
  editCommunity,
  getCommunity,
  listCommunityPage,
  popular,
  requireCommunityRow,
  setCommunityImage,
} from './communities.service.ts'

/** An id in a path: a positive 32-bit integer, else 422 (never a 500 from the database). */
export const Page = (defaultLimit: number, max = 100) => pageQuery({ limit: defaultLimit, maxLimit: max })

/** Spec 001 section 5: community avatar and banner, images only, at most 5 MB; square and 3:1. */
const IMAGES: Record<ProfileImageKind, ProfileImageSpec> = {
  avatar: { maxBytes: LIMITS.avatarMaxBytes, ...PROFILE_IMAGE_BOX.avatar, fields: ['file'] },
  banner: { maxBytes: LIMITS.avatarMaxBytes, ...PROFILE_IMAGE_BOX.banner, fields: ['file'] },
}

/** Communities: lists, one community, its posts; editing, pictures and deleting. */
export function communitiesRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['communities']

    app.get(
      '/communities/',
      {
        schema: {
          operationId: 'listCommunities',
          summary: 'List communities',
          tags,
          description:
            'Tabs popular, university, mine; the `x-total-count` header holds how many match in all.',
          querystring: CommunityListQuery,
          response: { 200: CommunityList },
        },
      },
      async (req, reply) => {
        const { communities, total } = await listCommunityPage(ctx, req.viewer, req.query)
        reply.header('x-total-count', String(total))
        return communities
      },
    )

    app.get(
      '/search/popular/communities',
      {
        schema: {
          operationId: 'listPopularCommunities',
          summary: 'List popular communities',
          tags,
          querystring: limitQuery({ limit: 10, maxLimit: 50 }),
          response: { 200: PopularCommunityList },
        },
      },
      (req) => popular(ctx, req.viewer, req.query.limit),
    )

    app.get(
      '/communities/:id',
      {
        schema: {
          operationId: 'getCommunity',
          summary: 'Get a community',
          tags,
          params: IdParams,
          response: { 200: Community },
        },
      },
      (req) => getCommunity(ctx, req.viewer, req.params.id),
    )

    app.get(
      '/communities/:id/posts',
      {
        schema: {
          operationId: 'listCommunityPosts',
          summary: 'List the posts of a community',
          tags,
          params: IdParams,
          querystring: Page(20),
          response: { 200: PostList },
        },
      },
      async (req) => {
        await requireCommunityRow(ctx, req.params.id)
        return listCommunityPosts(ctx, req.viewer, req.params.id, req.query)
      },
    )

    app.put(
      '/communities/:id',
      {
        schema: {
          operationId: 'editCommunity',
          summary: 'Edit a community',
          tags,
          params: IdParams,
          body: CommunityPatch,
          response: { 200: Community },
        },
      },
      (req) => editCommunity(ctx, req.viewer, req.params.id, req.body),
    )

    app.delete(
      '/communities/:id',
      {
        schema: {
          operationId: 'deleteCommunity',
          summary: 'Delete a community',
          tags,
          description: 'Site admins.',
          params: IdParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await deleteCommunity(ctx, req.viewer, req.params.id)
        return reply.code(204).send(null)
      },
    )

    // Multipart bodies are accepted by the two picture routes only, in their own scope.
    await app.register(async (scope) => {
      await installMultipart(scope)
      const uploads = scope.withTypeProvider<ZodTypeProvider>()
      for (const kind of ['avatar', 'banner'] as const) {
        const spec = IMAGES[kind]
        uploads.post(
          `/communities/:id/upload-${kind}`,
          {
            config: { throttles: [pictureThrottle('community', kind)] },
            schema: {
              operationId: `uploadCommunity${kind === 'avatar' ? 'Avatar' : 'Banner'}`,
              summary: `Upload the ${kind} of a community`,
              tags,
              description: `Its staff. multipart/form-data: one image (at most 5 MB) in \`file\`; stored within ${spec.width} x ${spec.height}.`,
              params: IdParams,
              response: { 200: Community },
            },
          },
          async (req) => {
            const viewer = req.viewer
            // A missing community or a forbidden viewer answers before the body is read.
            await assertCanModerate(ctx, viewer, req.params.id)
            const image = await readProfileImage(req, spec)
            return setCommunityImage(ctx, viewer, req.params.id, kind, image)
          },
        )
      }
    })
  }
}
