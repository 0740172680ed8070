import { type FollowRequest, MEDIA_LIMITS } from '@agora/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'
import { type CacheShadow, REMOVE, removeEverywhere } from '@/lib/optimistic/cache-shadow.ts'
import { useOptimisticMutation } from '@/lib/optimistic/use-optimistic-mutation.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'

const PAGE_SIZE = MEDIA_LIMITS.profilePageSize

/** GET /users/me/follow-requests?skip&limit=20: the requests waiting for the viewer's approval. */
export function getFollowRequests(skip: number, signal?: AbortSignal): Promise<FollowRequest[]> {
  return apiRequest<FollowRequest[]>('/users/me/follow-requests', {
    query: { skip, limit: PAGE_SIZE },
    signal,
  })
}

export function followRequestsOptions() {
  return infiniteQueryOptions({
    queryKey: userKeys.followRequests(),
    queryFn: ({ pageParam, signal }) => getFollowRequests(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastSkip) => (last.length < PAGE_SIZE ? undefined : lastSkip + PAGE_SIZE),
  })
}

export function useFollowRequests() {
  return useInfiniteQuery(followRequestsOptions())
}

/** POST /users/me/follow-requests/{id}/approve. */
export function approveFollowRequest(requestId: number): Promise<unknown> {
  return apiRequest(`/users/me/follow-requests/${requestId}/approve`, { method: 'POST' })
}

/** DELETE /users/me/follow-requests/{id}: rejects the request. */
export function rejectFollowRequest(requestId: number): Promise<unknown> {
  return apiRequest(`/users/me/follow-requests/${requestId}`, { method: 'DELETE' })
}

/** A follow request in the viewer's request lists. */
const requestShadow: CacheShadow<FollowRequest> = {
  roots: [userKeys.followRequests()],
  matches: (value): value is FollowRequest => {
    const v = value as Partial<FollowRequest>
    return typeof v.id === 'number' && typeof v.user_id === 'number' && typeof v.user === 'object'
  },
  id: (request) => request.id,
}

/**
 * Approving or rejecting takes the request off the list at once (spec 001 section 4: either removes
 * it) and puts it back if the call fails; afterwards the viewer's counts and followers are read again.
 */
export function useAnswerFollowRequest() {
  return useOptimisticMutation<unknown, { requestId: number; approve: boolean }>({
    scope: 'follow-requests',
    request: ({ requestId, approve }) =>
      approve ? approveFollowRequest(requestId) : rejectFollowRequest(requestId),
    apply: ({ requestId }, client) =>
      removeEverywhere(client, requestShadow, (request, where) =>
        where === 'item' && request.id === requestId ? REMOVE : request,
      ),
    afterBurst: ({ approve }, client) => {
      const me = authStorage.currentUserId()
      return Promise.all([
        me === null ? undefined : client.invalidateQueries({ queryKey: userKeys.detail(me) }),
        // An approved follower's feed and the requester's row elsewhere change too.
        approve ? refreshPostLists(client) : undefined,
      ])
    },
  })
}
