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
    const message = { 200: MessageBody }

    app.post(
      '/users/:id/mute',
      {
        schema: {
          operationId: 'muteUser',
          summary: 'Mute a person',
          tags,
          description:
            "Hides the account from the viewer's feeds, hashtag pages and search, and its notifications; the account is not told. The body is optional: without it the mute lasts until undone.",
          params: UserParams,
          // Without a body Fastify hands the validator null.
          body: MuteRequest.nullish(),
          response: message,
        },
      },
      (req) => muteUser(ctx, req.viewer, req.params.id, req.body?.duration ?? 'forever'),
    )
    app.delete(
      '/users/:id/mute',
      {
        schema: {
          operationId: 'unmuteUser',
          summary: 'Unmute a person',
          tags,
          params: UserParams,
          response: message,
        },
      },
      (req) => unmuteUser(ctx, req.viewer, req.params.id),
    )
    app.get(
      '/users/me/mutes',
      {
        schema: {
          operationId: 'listMutedUsers',
          summary: 'List the people you muted',
          tags,
          querystring: PageQuery,
          response: { 200: MutedUserList },
        },
      },
      (req) => listMuted(ctx, req.viewer, req.query),
    )

    app.get(
      '/users/me/muted-words',
      {
        schema: {
          operationId: 'listMutedWords',
          summary: 'List the words you muted',
          tags,
          response: { 200: MutedWordList },
        },
      },
      (req) => listMutedWords(ctx, req.viewer),
    )
    app.post(
      '/users/me/muted-words',
      {
        schema: {
          operationId: 'muteWord',
          summary: 'Mute a word, phrase or hashtag',
          tags,
          description:
            '201 with the new muted word; 200 when the viewer already mutes it (the same after Turkish folding): its duration is replaced.',
          body: MutedWordRequest,
          response: { 200: MutedWord, 201: MutedWord },
        },
      },
      async (req, reply) => {
        const { word, created } = await addMutedWord(ctx, req.viewer, req.body)
        return reply.code(created ? 201 : 200).send(word)
      },
    )
    app.delete(
      '/users/me/muted-words/:id',
      {
        schema: {
          operationId: 'unmuteWord',
          summary: 'Unmute a word, phrase or hashtag',
          tags,
          params: IdParams,
          response: message,
        },
      },
      (req) => removeMutedWord(ctx, req.viewer, req.params.id),
    )
  }
}
