import {
  AvatarUploadResponse,
  BannerUploadResponse,
  DeleteAccountRequest,
  MessageBody,
  MyAccount,
  UpdateProfileRequest,
  UserListQuery,
  UserProfile,
  UserSummaryList,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type ProfileImageKind, readProfileImage } from '../../platform/profile-images.ts'
import { byViewer, passwordCheckThrottle, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { installMultipart } from '../../platform/uploads.ts'
import { deleteAccount } from './users.deletion.service.ts'
import { UserParams } from './users.params.ts'
import {
  getProfile,
  listUsers,
  PROFILE_IMAGES,
  setProfileImage,
  updateProfile,
} from './users.profile.service.ts'

/**
 * Avatar and banner uploads: 30 per 30 minutes per user on each route (DESIGN.md section 5, Security),
 * counted before the body is read (routes authenticate at onRequest, throttles run at preValidation).
 */
const profileImageThrottle = (kind: ProfileImageKind): Throttle => ({
  name: `uploads:${kind}:user`,
  max: 30,
  windowMs: 30 * 60 * 1000,
  key: byViewer,
  code: 'too_many_uploads',
})

/** Profiles, the directory of people, one's own profile, avatar, banner and account deletion. */
export function profileRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users']

    app.get(
      '/users/',
      {
        schema: {
          operationId: 'listUsers',
          summary: 'List or find people',
          tags,
          querystring: UserListQuery,
          response: { 200: UserSummaryList },
        },
      },
      (req) => listUsers(ctx, req.viewer, req.query),
    )

    app.get(
      '/users/:id',
      {
        schema: {
          operationId: 'getUserProfile',
          summary: "Get a person's profile",
          tags,
          params: UserParams,
          response: { 200: UserProfile },
        },
      },
      (req) => getProfile(ctx, req.viewer, req.params.id),
    )

    app.put(
      '/users/me/profile',
      {
        schema: {
          operationId: 'updateMyProfile',
          summary: 'Edit your profile',
          tags,
          body: UpdateProfileRequest,
          response: { 200: MyAccount },
        },
      },
      (req) => updateProfile(ctx, req.viewer, req.body),
    )

    app.delete(
      '/users/me',
      {
        schema: {
          operationId: 'deleteMyAccount',
          summary: 'Delete your account',
          tags,
          body: DeleteAccountRequest,
          response: { 200: MessageBody },
        },
        config: { throttles: [passwordCheckThrottle('delete-account')] },
      },
      (req) => deleteAccount(ctx, req.viewer, req.body),
    )

    // Multipart bodies are accepted by these two routes only, in their own scope.
    await app.register(async (uploads) => {
      await installMultipart(uploads)
      const routes = [
        ['avatar', AvatarUploadResponse, (url: string) => ({ avatar_url: url })],
        ['banner', BannerUploadResponse, (url: string) => ({ banner_url: url })],
      ] as const
      for (const [kind, response, present] of routes) {
        const spec = PROFILE_IMAGES[kind]
        uploads.post(
          `/users/upload-${kind}`,
          {
            config: { throttles: [profileImageThrottle(kind)] },
            schema: {
              operationId: `uploadMy${kind === 'avatar' ? 'Avatar' : 'Banner'}`,
              summary: `Upload your ${kind}`,
              tags,
              description: `multipart/form-data: one image (at most ${spec.maxBytes / 1024 / 1024} MB) in \`${spec.fields.join('`, `')}\`; stored re-encoded within ${spec.width} x ${spec.height}.`,
              response: { 200: response },
            },
          },
          async (req) => {
            const viewer = req.viewer
            const image = await readProfileImage(req, spec)
            return present(await setProfileImage(ctx, viewer, kind, image))
          },
        )
      }
    })
  }
}
