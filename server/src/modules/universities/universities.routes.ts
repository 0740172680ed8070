import {
  LIMITS,
  PopularUniversityList,
  PopularUniversityQuery,
  University,
  UniversityInput,
  UniversityList,
  UniversityListQuery,
  UniversityPatch,
} from '@agora/contract'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
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
import {
  addUniversity,
  assertCanEdit,
  editUniversity,
  listUniversities,
  popularUniversities,
  setUniversityImage,
  showMyUniversity,
  showUniversity,
} from './universities.pages.service.ts'

/** An id in a path: a positive 32-bit integer, else 422 (never a 500 from the database). */

/** The users' sizes and limits (spec 001 section 5): 5 MB avatars in 400 x 400, 10 MB banners in 1500 x 500. */
const IMAGES: Record<ProfileImageKind, ProfileImageSpec> = {
  avatar: { maxBytes: LIMITS.avatarMaxBytes, ...PROFILE_IMAGE_BOX.avatar, fields: ['file'] },
  banner: { maxBytes: LIMITS.bannerMaxBytes, ...PROFILE_IMAGE_BOX.banner, fields: ['file'] },
}

/** Universities (spec 000 section 7): verified accounts read them; site admins create and edit them. */
export function universitiesRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['universities']

    app.get(
      '/universities/',
      {
        schema: {
          operationId: 'listUniversities',
          summary: 'List universities',
          tags,
          description: 'By name; the `x-total-count` header holds how many match in all.',
          querystring: UniversityListQuery,
          response: { 200: UniversityList },
        },
      },
      async (req, reply) => {
        const { universities, total } = await listUniversities(ctx, req.viewer, req.query)
        reply.header('x-total-count', String(total))
        return universities
      },
    )

    app.get(
      '/universities/me',
      {
        schema: {
          operationId: 'getMyUniversity',
          summary: 'Get your university',
          tags,
          response: { 200: University },
        },
      },
      (req) => showMyUniversity(ctx, req.viewer),
    )

    app.get(
      '/universities/:id',
      {
        schema: {
          operationId: 'getUniversity',
          summary: 'Get a university',
          tags,
          params: IdParams,
          response: { 200: University },
        },
      },
      (req) => showUniversity(ctx, req.viewer, req.params.id),
    )

    app.get(
      '/search/popular/universities',
      {
        schema: {
          operationId: 'listPopularUniversities',
          summary: 'List popular universities',
          tags,
          querystring: PopularUniversityQuery,
          response: { 200: PopularUniversityList },
        },
      },
      (req) => popularUniversities(ctx, req.query.limit),
    )

    app.post(
      '/universities/',
      {
        schema: {
          operationId: 'createUniversity',
          summary: 'Add a university',
          tags,
          body: UniversityInput,
          response: { 201: University },
        },
      },
      async (req, reply) => {
        reply.code(201)
        return addUniversity(ctx, req.viewer, req.body)
      },
    )

    app.put(
      '/universities/:id',
      {
        schema: {
          operationId: 'editUniversity',
          summary: 'Edit a university',
          tags,
          params: IdParams,
          body: UniversityPatch,
          response: { 200: University },
        },
      },
      (req) => editUniversity(ctx, req.viewer, req.params.id, req.body),
    )

    // Multipart bodies are accepted by the two picture routes only, in their own scope.
    await app.register(async (scope) => {
      await installMultipart(scope)
      const uploads = scope.withTypeProvider<ZodTypeProvider>()
      for (const kind of ['avatar', 'banner'] as const) {
        const spec = IMAGES[kind]
        uploads.post(
          `/universities/:id/upload-${kind}`,
          {
            config: { throttles: [pictureThrottle('university', kind)] },
            schema: {
              operationId: `uploadUniversity${kind === 'avatar' ? 'Avatar' : 'Banner'}`,
              summary: `Upload the ${kind} of a university`,
              tags,
              description: `Site admins. multipart/form-data: one image (at most ${spec.maxBytes / 1024 / 1024} MB) in \`file\`; stored re-encoded within ${spec.width} x ${spec.height}.`,
              params: IdParams,
              response: { 200: University },
            },
          },
          async (req) => {
            const viewer = req.viewer
            assertCanEdit(viewer)
            // A missing university answers before the body is read.
            await showUniversity(ctx, viewer, req.params.id)
            const image = await readProfileImage(req, spec)
            return setUniversityImage(ctx, viewer, req.params.id, kind, image)
          },
        )
      }
    })
  }
}
