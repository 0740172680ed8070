import { Announcement, BannerResponse, Event, LIMITS } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError, tooLarge } from '../../platform/errors.ts'
import { RowId } from '../../platform/params.ts'
import { readProfileImage } from '../../platform/profile-images.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { installMultipart } from '../../platform/uploads.ts'
import {
  deleteAnnouncement,
  editAnnouncement,
  setAnnouncementBanner,
} from './activities.announcements.service.ts'
import { deleteEvent, editEvent, setEventBanner } from './activities.events.service.ts'
import { ActivityBody } from './activities.input.ts'
import { type ItemMount, locator, registerMarksAndComments, tagsOf } from './activities.marks.routes.ts'
import { writeThrottle } from './activities.throttles.ts'

/**
 * The calls on one event or announcement under its parent (spec 000 section 7 "Event and
 * announcement activity", spec 001 section 7 "Detail pages"): edit, delete and banner here, one
 * plugin per kind; like, save, attend and comments from activities.marks.routes.ts.
 */

const UniversityItem = z.object({ u: RowId, id: RowId })
const CommunityItem = z.object({ c: RowId, id: RowId })
const BANNER = {
  maxBytes: LIMITS.bannerMaxBytes,
  width: 1500,
  height: 500,
  fields: ['file', 'banner', 'image'],
}
const BANNER_FORM = 'multipart/form-data: one image (JPEG, PNG, GIF or WebP, at most 10 MB) in `file`.'
const bannerThrottle = { throttles: [writeThrottle('banner')] }

const UNIVERSITY_EVENT: ItemMount<typeof UniversityItem> = {
  prefix: '/universities/:u/events/:id',
  kind: 'event',
  name: 'UniversityEvent',
  noun: 'a university event',
  params: UniversityItem,
  locate: (p) => ({ path: { universityId: p.u }, id: p.id }),
}

const ANNOUNCEMENT: ItemMount<typeof UniversityItem> = {
  prefix: '/universities/:u/academics/:id',
  kind: 'announcement',
  name: 'Announcement',
  noun: 'an announcement',
  params: UniversityItem,
  locate: (p) => ({ path: { universityId: p.u }, id: p.id }),
}

const COMMUNITY_EVENT: ItemMount<typeof CommunityItem> = {
  prefix: '/communities/:c/events/:id',
  kind: 'event',
  name: 'CommunityEvent',
  noun: 'a community event',
  params: CommunityItem,
  locate: (p) => ({ path: { communityId: p.c }, id: p.id }),
}

/** The edit, delete and banner calls' schemas of one mount; the handlers are each kind's own. */
function itemSchemas<P extends z.ZodType>(mount: ItemMount<P>) {
  const tags = tagsOf(mount.kind)
  const Item = mount.kind === 'event' ? Event : Announcement
  const { name, noun, params } = mount
  return {
    edit: {
      schema: {
        operationId: `edit${name}`,
        summary: `Edit ${noun}`,
        tags,
        params,
        body: ActivityBody,
        response: { 200: Item },
      },
    },
    remove: {
      schema: {
        operationId: `delete${name}`,
        summary: `Delete ${noun}`,
        tags,
        params,
        response: { 204: z.null() },
      },
    },
    banner: {
      config: bannerThrottle,
      schema: {
        operationId: `upload${name}Banner`,
        summary: `Upload the banner of ${noun}`,
        tags,
        params,
        description: BANNER_FORM,
        response: { 200: BannerResponse },
      },
    },
  }
}

/** An event under its university or its community: both reach the events service the same way. */
function eventRoutes<P extends z.ZodType>(ctx: ServiceContext, mount: ItemMount<P>): FastifyPluginAsyncZod {
  return async (app) => {
    const schemas = itemSchemas(mount)
    const locate = locator(mount)
    app.put(mount.prefix, schemas.edit, (req) => {
      const { path, id } = locate(req.params)
      return editEvent(ctx, req.viewer, path, id, req.body)
    })
    app.delete(mount.prefix, schemas.remove, async (req, reply) => {
      const { path, id } = locate(req.params)
      await deleteEvent(ctx, req.viewer, path, id)
      return reply.code(204).send(null)
    })
    app.post(`${mount.prefix}/upload-banner`, schemas.banner, async (req) => {
      const { path, id } = locate(req.params)
      return { banner_url: await setEventBanner(ctx, req.viewer, path, id, await readBanner(req)) }
    })
    registerMarksAndComments(app, ctx, mount)
  }
}

/** An academic announcement, under its university only. */
function announcementRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schemas = itemSchemas(ANNOUNCEMENT)
    app.put(ANNOUNCEMENT.prefix, schemas.edit, (req) =>
      editAnnouncement(ctx, req.viewer, req.params.u, req.params.id, req.body),
    )
    app.delete(ANNOUNCEMENT.prefix, schemas.remove, async (req, reply) => {
      await deleteAnnouncement(ctx, req.viewer, req.params.u, req.params.id)
      return reply.code(204).send(null)
    })
    app.post(`${ANNOUNCEMENT.prefix}/upload-banner`, schemas.banner, async (req) => ({
      banner_url: await setAnnouncementBanner(
        ctx,
        req.viewer,
        req.params.u,
        req.params.id,
        await readBanner(req),
      ),
    }))
    registerMarksAndComments(app, ctx, ANNOUNCEMENT)
  }
}

export function activityItemRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await installMultipart(app)
    await app.register(eventRoutes(ctx, UNIVERSITY_EVENT))
    await app.register(announcementRoutes(ctx))
    await app.register(eventRoutes(ctx, COMMUNITY_EVENT))
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
