import { Announcement, Event, Post, PostList } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { ServiceContext } from '../../platform/service-context.ts'
import { readMediaForm } from '../../platform/uploads.ts'
import { addComment, listComments, setActivityMark } from './activities.marks.service.ts'
import type { ParentPath } from './activities.parents.ts'
import { commentThrottle, markThrottle } from './activities.throttles.ts'
import { type Kind, type Toggle, togglesOf } from './activities.toggles.repository.ts'

/**
 * The marks (like, save, attend) and the comments of one kind of item under its parent, shared by
 * the three item plugins in activities.routes.ts (spec 000 section 7 "Event and announcement
 * activity").
 */

/** One kind of item under one kind of parent: where it is, and its names in the API document. */
export interface ItemMount<P extends z.ZodType> {
  prefix: string
  kind: Kind
  /** The item's name in operationIds (editCommunityEvent) and in summaries (a community event). */
  name: string
  noun: string
  params: P
  /** The parent and the item's id, from the path. */
  locate: (params: z.output<P>) => { path: ParentPath; id: number }
}

/**
 * The mount's locate, for a handler's `req.params`. The type provider gives a generic route's
 * params as a conditional type that TypeScript leaves unresolved; the schema has already parsed
 * them with `mount.params`, so they are `z.output<P>`.
 */
export function locator<P extends z.ZodType>(mount: ItemMount<P>) {
  return (params: unknown) => mount.locate(params as z.output<P>)
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

export const tagsOf = (kind: Kind) => [kind === 'event' ? 'events' : 'announcements']

export function registerMarksAndComments<P extends z.ZodType>(
  api: Parameters<FastifyPluginAsyncZod>[0],
  ctx: ServiceContext,
  mount: ItemMount<P>,
) {
  const tags = tagsOf(mount.kind)
  const Item = mount.kind === 'event' ? Event : Announcement
  const { params } = mount
  const locate = locator(mount)

  for (const toggle of togglesOf(mount.kind)) {
    for (const on of [true, false]) {
      const words = TOGGLE_WORDS[toggle][on ? 'on' : 'off']
      api.route({
        method: on ? 'POST' : 'DELETE',
        url: `${mount.prefix}/${toggle}`,
        config: { throttles: [markThrottle(`${mount.kind}:${toggle}:${on ? 'on' : 'off'}`)] },
        schema: {
          operationId: `${words.verb}${mount.name}`,
          summary: `${words.summary} ${mount.noun}`,
          tags,
          params,
          response: { 200: Item },
        },
        handler: (req) => {
          const { path, id } = locate(req.params)
          return setActivityMark(ctx, req.viewer, mount.kind, path, id, toggle, on)
        },
      })
    }
  }

  api.get(
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
    (req) => {
      const { path, id } = locate(req.params)
      return listComments(ctx, req.viewer, mount.kind, path, id)
    },
  )

  api.post(
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
      const { path, id } = locate(req.params)
      const form = await readMediaForm(req, COMMENT_FILES)
      return reply.code(201).send(await addComment(ctx, req.viewer, mount.kind, path, id, form))
    },
  )
}
