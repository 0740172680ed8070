import { PollVoteRequest, Post } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParams } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { votePoll } from './posts.polls.service.ts'
import { toggleThrottle } from './posts.routes.ts'

/** Voting in a post's poll (issue 31). A poll is made with its post (POST /posts/, the `poll` field). */
export function pollsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/posts/:id/poll/votes',
      {
        config: { throttles: [toggleThrottle('poll:vote')] },
        schema: {
          operationId: 'voteInPoll',
          summary: "Vote in a post's poll",
          description:
            'The indexes of the chosen options: one, or several in a multiple-choice poll. Once per person, while the poll is open, never in your own. Answers the post, with the counts now shown.',
          tags: ['posts'],
          params: IdParams,
          body: PollVoteRequest,
          response: { 200: Post },
        },
      },
      (req) => votePoll(ctx, req.viewer, req.params.id, req.body.choices),
    )
  }
}
