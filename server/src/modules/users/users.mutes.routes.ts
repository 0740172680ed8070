import {
  MessageBody,
  MutedUserList,
  MutedWord,
  MutedWordList,
  MutedWordRequest,
  MuteRequest,
  PageQuery,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireViewer } from '../../platform/auth.ts'
import { IdParams } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  addMutedWord,
  listMuted,
  listMutedWords,
  muteUser,
  removeMutedWord,
  unmuteUser,
} from './users.mutes.service.ts'
import { UserParams } from './users.params.ts'

/** Muting accounts, words and hashtags (issue 16), beside the block calls of users.graph.routes.ts. */
export function muteRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users']
    const auth = { onRequest: app.authenticate }
    const message = { 200: MessageBody }

    app.post(
      '/users/:id/mute',
      {
        ...auth,
        schema: {
          tags,
          description:
            "Hides the account from the viewer's feeds, hashtag pages and search, and its notifications; the account is not told. The body is optional: without it the mute lasts until undone.",
          params: UserParams,
          // Without a body Fastify hands the validator null.
          body: MuteRequest.nullish(),
          response: message,
        },
      },
      (req) => muteUser(ctx, requireViewer(req), req.params.id, req.body?.duration ?? 'forever'),
    )
    app.delete(
      '/users/:id/mute',
      { ...auth, schema: { tags, params: UserParams, response: message } },
      (req) => unmuteUser(ctx, requireViewer(req), req.params.id),
    )
    app.get(
      '/users/me/mutes',
      { ...auth, schema: { tags, querystring: PageQuery, response: { 200: MutedUserList } } },
      (req) => listMuted(ctx, requireViewer(req), req.query),
    )

    app.get('/users/me/muted-words', { ...auth, schema: { tags, response: { 200: MutedWordList } } }, (req) =>
      listMutedWords(ctx, requireViewer(req)),
    )
    app.post(
      '/users/me/muted-words',
      {
        ...auth,
        schema: {
          tags,
          description:
            '201 with the new muted word; 200 when the viewer already mutes it (the same after Turkish folding): its duration is replaced.',
          body: MutedWordRequest,
          response: { 200: MutedWord, 201: MutedWord },
        },
      },
      async (req, reply) => {
        const { word, created } = await addMutedWord(ctx, requireViewer(req), req.body)
        return reply.code(created ? 201 : 200).send(word)
      },
    )
    app.delete(
      '/users/me/muted-words/:id',
      { ...auth, schema: { tags, params: IdParams, response: message } },
      (req) => removeMutedWord(ctx, requireViewer(req), req.params.id),
    )
  }
}
