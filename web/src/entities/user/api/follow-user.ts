import type { FollowResult } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'
import { useOptimisticMutation } from '@/lib/optimistic/use-optimistic-mutation.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'
import { updateUserEverywhere, withFollowing, withFollowResult } from '../lib/optimistic.ts'
import { userKeys } from './keys.ts'

/** POST /users/{id}/follow: 200 following (public account), 202 requested (private account). */
export function followUser(userId: number): Promise<FollowResult> {
  return apiRequest<FollowResult>(`/users/${userId}/follow`, { method: 'POST' })
}

/** DELETE /users/{id}/follow: unfollows, or withdraws a pending request. */
export function unfollowUser(userId: number): Promise<unknown> {
  return apiRequest(`/users/${userId}/follow`, { method: 'DELETE' })
}

/**
 * `mutate(true)` follows (or asks to), `mutate(false)` unfollows or withdraws the request. The
 * change shows at once on every cached copy of the account (CONVENTIONS.md: optimistic toggles),
 * calls for one account run in order, and a failure puts every copy back. Once the last call of a
 * burst is answered, the account (its abilities may change: an unfollowed private account closes its
 * tabs), the viewer's own counts and the feeds are read again.
 */
export function useFollowUser(userId: number) {
  return useOptimisticMutation<FollowResult | null, boolean>({
    scope: `user-follow-${userId}`,
    request: async (follow) => {
      if (follow) return followUser(userId)
      await unfollowUser(userId)
      return null
    },
    apply: (follow, client) => updateUserEverywhere(client, userId, (user) => withFollowing(user, follow)),
    onAnswer: (result, _follow, client) => {
      if (result) updateUserEverywhere(client, userId, (user) => withFollowResult(user, result))
    },
    afterBurst: (_follow, client) => {
      const me = authStorage.currentUserId()
      return Promise.all([
        client.invalidateQueries({ queryKey: userKeys.detail(userId) }),
        me === null ? undefined : client.invalidateQueries({ queryKey: userKeys.detail(me) }),
        refreshPostLists(client),
      ])
    },
  })
}
