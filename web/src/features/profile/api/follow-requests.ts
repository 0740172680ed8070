import { type FollowRequest, MEDIA_LIMITS } from '@agora/contract'
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { postKeys } from '@/entities/post/api/keys.ts'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'

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

type RequestPages = InfiniteData<FollowRequest[], number>

/**
 * Approving or rejecting takes the request off the list at once (spec 001 section 4: either removes
 * it) and puts it back if the call fails; afterwards the viewer's counts and followers are read again.
 */
export function useAnswerFollowRequest() {
  const client = useQueryClient()
  return useMutation<unknown, Error, { requestId: number; approve: boolean }, RequestPages | undefined>({
    mutationFn: ({ requestId, approve }) =>
      approve ? approveFollowRequest(requestId) : rejectFollowRequest(requestId),
    onMutate: async ({ requestId }) => {
      const key = userKeys.followRequests()
      await client.cancelQueries({ queryKey: key, exact: true })
      const previous = client.getQueryData<RequestPages>(key)
      if (previous) {
        client.setQueryData<RequestPages>(key, {
          ...previous,
          pages: previous.pages.map((page) => page.filter((request) => request.id !== requestId)),
        })
      }
      return previous
    },
    onError: (_error, _vars, previous) => {
      if (previous) client.setQueryData(userKeys.followRequests(), previous)
    },
    onSettled: (_data, _error, { approve }) => {
      const me = authStorage.currentUserId()
      return Promise.all([
        me === null ? undefined : client.invalidateQueries({ queryKey: userKeys.detail(me) }),
        // An approved follower's feed and the requester's row elsewhere change too.
        approve ? client.invalidateQueries({ queryKey: postKeys.lists() }) : undefined,
      ])
    },
  })
}
