import { Announcement, BannerResponse, Event, LIMITS, Post, PostList } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError, tooLarge } from '../../platform/errors.ts'
import { RowId } from '../../platform/params.ts'
import { readProfileImage } from '../../platform/profile-images.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { installMultipart, readMediaForm } from '../../platform/uploads.ts'
import {
  deleteAnnouncement,
  editAnnouncement,
  setAnnouncementBanner,
} from './activities.announcements.service.ts'
import { deleteEvent, editEvent, setEventBanner } from './activities.events.service.ts'
import { ActivityBody } from './activities.input.ts'
import { addComment, listComments, setActivityMark } from './activities.marks.service.ts'
import type { ParentPath } from './activities.parents.ts'
import { commentThrottle, markThrottle, writeThrottle } from './activities.throttles.ts'
import { type Kind, type Toggle, togglesOf } from './activities.toggles.repository.ts'

/**
 * The calls on one event or announcement under its parent (spec 000 section 7 "Event and
 * announcement activity", spec 001 section 7 "Detail pages"): edit, delete, banner, like, save,
 * attend and comments, under /universities/{u}/events/{id}, /universities/{u}/academics/{id} and
 * /communities/{c}/events/{id}.
 */

const UniversityItem = z.object({ u: RowId, id: RowId })
const CommunityItem = z.object({ c: RowId, id: RowId })
const BANNER = {
  maxBytes: LIMITS.bannerMaxBytes,
  width: 1500,
  height: 500,
  fields: ['file', 'banner', 'image'],
}
const COMMENT_FILES = ['image', 'images', 'file'] as const

/** Each toggle's words, on and off: the verb that starts its operationId and the one of its summary. */
const TOGGLE_WORDS: Record<Toggle, Record<'on' | 'off', { verb: string; summary: string }>> = {
  like: { on: { verb: 'like', summary: 'Like' }, off: { verb: 'unlike', summary: 'Unlike' } },
  save: { on: { verb: 'save', summary: 'Save' }, off: { verb: 'unsave', summary: 'Unsave' } },
  attend: {
    on: { verb: 'attend', summary: 'Attend' },
    off: { verb: 'unattend', summary: 'Stop attending' },
  },
}

interface Mount {
  prefix: string
  kind: Kind
  /** The item's name in operationIds (editCommunityEvent) and in summaries (a community event). */
  name: string
  noun: string
  params: typeof UniversityItem | typeof CommunityItem
  path: (p: { u?: number; c?: number }) => ParentPath
}

const MOUNTS: Mount[] = [
  {
    prefix: '/universities/:u/events/:id',
    kind: 'event',
    name: 'UniversityEvent',
    noun: 'a university event',
    params: UniversityItem,
    path: (p) => ({ universityId: p.u! }),
  },
  {
    prefix: '/universities/:u/academics/:id',
    kind: 'announcement',
    name: 'Announcement',
    noun: 'an announcement',
    params: UniversityItem,
    path: (p) => ({ universityId: p.u! }),
  },
  {
    prefix: '/communities/:c/events/:id',
    kind: 'event',
    name: 'CommunityEvent',
    noun: 'a community event',
    params: CommunityItem,
    path: (p) => ({ communityId: p.c! }),
  },
]

export function activityItemRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await installMultipart(app)
    for (const mount of MOUNTS) {
      const tags = [mount.kind === 'event' ? 'events' : 'announcements']
      const Item = mount.kind === 'event' ? Event : Announcement
      const params = mount.params as typeof UniversityItem
      const where = (req: { params: { u?: number; c?: number; id: number } }) => mount.path(req.params)

      app.put(
        mount.prefix,
        {
          schema: {
            operationId: `edit${mount.name}`,
            summary: `Edit ${mount.noun}`,
            tags,
            params,
            body: ActivityBody,
            response: { 200: Item },
          },
        },
        (req) => {
          const viewer = req.viewer
          const path = where(req)
          return mount.kind === 'event'
            ? editEvent(ctx, viewer, path, req.params.id, req.body)
            : editAnnouncement(
                ctx,
                viewer,
                (path as { universityId: number }).universityId,
                req.params.id,
                req.body,
              )
        },
      )

      app.delete(
        mount.prefix,
        {
          schema: {
            operationId: `delete${mount.name}`,
            summary: `Delete ${mount.noun}`,
            tags,
            params,
            response: { 204: z.null() },
          },
        },
        async (req, reply) => {
          const viewer = req.viewer
          const path = where(req)
          if (mount.kind === 'event') await deleteEvent(ctx, viewer, path, req.params.id)
          else
            await deleteAnnouncement(
              ctx,
              viewer,
              (path as { universityId: number }).universityId,
              req.params.id,
            )
          return reply.code(204).send(null)
        },
      )

      app.post(
        `${mount.prefix}/upload-banner`,
        {
          config: { throttles: [writeThrottle('banner')] },
          schema: {
            operationId: `upload${mount.name}Banner`,
            summary: `Upload the banner of ${mount.noun}`,
            tags,
            params,
            description: 'multipart/form-data: one image (JPEG, PNG, GIF or WebP, at most 10 MB) in `file`.',
            response: { 200: BannerResponse },
          },
        },
        async (req) => {
          const viewer = req.viewer
          const image = await readBanner(req)
          const path = where(req)
          const url =
            mount.kind === 'event'
              ? await setEventBanner(ctx, viewer, path, req.params.id, image)
              : await setAnnouncementBanner(
                  ctx,
                  viewer,
                  (path as { universityId: number }).universityId,
                  req.params.id,
                  image,
                )
          return { banner_url: url }
        },
      )

      for (const toggle of togglesOf(mount.kind)) {
        const schema = (on: boolean) => {
          const words = TOGGLE_WORDS[toggle][on ? 'on' : 'off']
          return {
            operationId: `${words.verb}${mount.name}`,
            summary: `${words.summary} ${mount.noun}`,
            tags,
            params,
            response: { 200: Item },
          }
        }
        const throttled = (on: boolean) => ({
          throttles: [markThrottle(`${mount.kind}:${toggle}:${on ? 'on' : 'off'}`)],
        })
        for (const on of [true, false]) {
          app.route({
            method: on ? 'POST' : 'DELETE',
            url: `${mount.prefix}/${toggle}`,
            schema: schema(on),
            config: throttled(on),
            handler: (req) =>
              setActivityMark(
                ctx,
                req.viewer,
                mount.kind,
                where(req as never),
                (req.params as { id: number }).id,
                toggle,
                on,
              ),
          })
        }
      }

      app.get(
        `${mount.prefix}/comments`,
        {
          schema: {
            operationId: `list${mount.name}Comments`,
            summary: `List the comments on ${mount.noun}`,
            tags,
            params,
            response: { 200: PostList },
          },
        },
        (req) => listComments(ctx, req.viewer, mount.kind, where(req), req.params.id),
      )

      app.post(
        `${mount.prefix}/comments`,
        {
          config: { throttles: [commentThrottle] },
          schema: {
            operationId: `commentOn${mount.name}`,
            summary: `Comment on ${mount.noun}`,
            tags,
            params,
            description: 'multipart/form-data: content, and one optional image in `image`.',
            response: { 201: Post },
          },
        },
        async (req, reply) => {
          const viewer = req.viewer
          const path = where(req)
          const form = await readMediaForm(req, COMMENT_FILES)
          return reply.code(201).send(await addComment(ctx, viewer, mount.kind, path, req.params.id, form))
        },
      )
    }
  }
}

/** The banner image, with the banner's own 413 code (spec 000 section 5: at most 10 MB). */
async function readBanner(req: Parameters<typeof readProfileImage>[0]) {
  try {
    return await readProfileImage(req, BANNER)
  } catch (err) {
    if (err instanceof HttpError && err.code === 'file_too_large') {
      const e = tooLarge('banner_too_large')
      throw new HttpError(e.code, e.detail, { ...err.headers })
    }
    throw err
  }
}
