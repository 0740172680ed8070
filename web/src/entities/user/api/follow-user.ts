import type { FollowResult } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '@/entities/post/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'
import { type Rollback, updateUserEverywhere, withFollowing, withFollowResult } from '../lib/optimistic.ts'
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
  const client = useQueryClient()
  const scope = `user-follow-${userId}`
  const isLast = () =>
    client
      .getMutationCache()
      .getAll()
      .filter((m) => m.options.scope?.id === scope && m.state.status === 'pending').length <= 1
  return useMutation<FollowResult | null, Error, boolean, Rollback>({
    scope: { id: scope },
    mutationFn: async (follow) => {
      if (follow) return followUser(userId)
      await unfollowUser(userId)
      return null
    },
    onMutate: (follow) => updateUserEverywhere(client, userId, (user) => withFollowing(user, follow)),
    onSuccess: (result) => {
      // An answer to an earlier click would undo the later click's optimistic state.
      if (result && isLast()) updateUserEverywhere(client, userId, (user) => withFollowResult(user, result))
    },
    onError: (_error, _follow, rollback) => rollback?.(),
    onSettled: () => {
      if (!isLast()) return
      const me = authStorage.currentUserId()
      return Promise.all([
        client.invalidateQueries({ queryKey: userKeys.detail(userId) }),
        me === null ? undefined : client.invalidateQueries({ queryKey: userKeys.detail(me) }),
        client.invalidateQueries({ queryKey: postKeys.lists() }),
      ])
    },
  })
}
