import type { CommunityTab } from '@agora/contract'
import { postKeys } from '@/lib/post-keys.ts'

/**
 * The query keys of communities. A community's posts live under the posts' lists (the post card's
 * toggles and refreshes find them there).
 */
export const communityKeys = {
  all: ['communities'] as const,
  lists: () => [...communityKeys.all, 'list'] as const,
  list: (tab: CommunityTab, search: string) => [...communityKeys.lists(), tab, search] as const,
  status: (id: number) => [...communityKeys.all, 'status', id] as const,
  detail: (id: number) => [...communityKeys.all, 'detail', id] as const,
  members: (id: number) => [...communityKeys.detail(id), 'members'] as const,
  requests: (id: number) => [...communityKeys.detail(id), 'requests'] as const,
  events: (id: number) => [...communityKeys.detail(id), 'events'] as const,
  log: (id: number) => [...communityKeys.detail(id), 'log'] as const,
  bell: (id: number) => [...communityKeys.all, 'bell', id] as const,
  posts: (id: number) => [...postKeys.lists(), 'community', id] as const,
}
