import type { MuteDuration } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'
import { useOptimisticMutation } from '@/lib/optimistic/use-optimistic-mutation.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'
import { updateUserEverywhere, withMuted } from '../lib/optimistic.ts'
import { userKeys } from './keys.ts'

/** POST /users/{id}/mute: until undone unless a duration is given. The account is not told. */
export function muteUser(userId: number, duration: MuteDuration = 'forever'): Promise<unknown> {
  return apiRequest(`/users/${userId}/mute`, { method: 'POST', json: { duration } })
}

/** DELETE /users/{id}/mute. */
export function unmuteUser(userId: number): Promise<unknown> {
  return apiRequest(`/users/${userId}/mute`, { method: 'DELETE' })
}

/**
 * `mutate(true)` mutes, `mutate(false)` unmutes, through the one optimistic toggle helper: every cached
 * copy of the account shows it at once and a failure puts them back. Once the burst settles, the
 * muted list and the lists of posts (whose content the mute changes) are read again.
 */
export function useMuteUser(userId: number) {
  return useOptimisticMutation<unknown, boolean>({
    scope: `user-mute-${userId}`,
    request: (mute) => (mute ? muteUser(userId) : unmuteUser(userId)),
    apply: (mute, client) => updateUserEverywhere(client, userId, (user) => withMuted(user, mute)),
    afterBurst: (_mute, client) =>
      Promise.all([client.invalidateQueries({ queryKey: userKeys.muted() }), refreshPostLists(client)]),
  })
}
