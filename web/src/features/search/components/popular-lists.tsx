import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { PostCard } from '@/entities/post/components/post-card.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { usePopularCommunities } from '../api/get-popular-communities.ts'
import { usePopularPosts } from '../api/get-popular-posts.ts'
import { usePopularUniversities } from '../api/get-popular-universities.ts'
import { usePopularUsers } from '../api/get-popular-users.ts'
import { CommunityRow, PersonRow, UniversityRow } from './result-rows.tsx'

/** A popular list in its states: loading, a failure with a retry, nothing yet, or its items. */
function PopularList<T extends { id: number }>({
  query,
  label,
  render,
  divided = true,
}: {
  query: UseQueryResult<T[]>
  label: string
  render: (item: T) => ReactNode
  /** A line under each row (a post card draws its own). */
  divided?: boolean
}) {
  const { t } = useTranslation('search')
  if (query.isPending) return <ListSkeleton label={t('loading')} rows={3} />
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t('loadFailed'))}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (query.data.length === 0) return <EmptyState title={t('popular.empty')} />
  return (
    <ul aria-label={label}>
      {query.data.map((item) => (
        <li key={item.id} className={divided ? 'border-b border-slate-200 dark:border-slate-800' : undefined}>
          {render(item)}
        </li>
      ))}
    </ul>
  )
}

/** Explore's users tab: the 10 most followed people, each with Follow. */
export function PopularUsers() {
  const { t } = useTranslation('search')
  return (
    <PopularList
      query={usePopularUsers()}
      label={t('popular.users')}
      render={(u) => <PersonRow user={u} />}
    />
  )
}

/** Explore's posts tab: the 5 most engaging recent posts. */
export function PopularPosts() {
  const { t } = useTranslation('search')
  return (
    <PopularList
      query={usePopularPosts()}
      label={t('popular.posts')}
      divided={false}
      render={(p) => <PostCard post={p} />}
    />
  )
}

export function PopularCommunities() {
  const { t } = useTranslation('search')
  return (
    <PopularList
      query={usePopularCommunities()}
      label={t('popular.communities')}
      render={(c) => <CommunityRow community={c} />}
    />
  )
}

export function PopularUniversities() {
  const { t } = useTranslation('search')
  return (
    <PopularList
      query={usePopularUniversities()}
      label={t('popular.universities')}
      render={(u) => <UniversityRow university={u} />}
    />
  )
}
