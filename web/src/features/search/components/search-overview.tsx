import type { DetailedSearchResponse, SearchGroup } from '@agora/contract'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { PostCard } from '@/entities/post/components/post-card.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useSearchOverview } from '../api/get-detailed-search.ts'
import { CommunityRow, PersonRow, UniversityRow } from './result-rows.tsx'
import { HashtagRow } from './trending-list.tsx'

/** How many of each group For you shows before Show all; people first, posts last (they are tall). */
const SHOWN: Record<SearchGroup, number> = {
  users: 3,
  hashtags: 3,
  communities: 3,
  universities: 3,
  posts: 5,
}
const ORDER: readonly SearchGroup[] = ['users', 'hashtags', 'communities', 'universities', 'posts']

function rows(data: DetailedSearchResponse, group: SearchGroup): { key: string | number; row: ReactNode }[] {
  const n = SHOWN[group]
  switch (group) {
    case 'users':
      return data.users.slice(0, n).map((u) => ({ key: u.id, row: <PersonRow user={u} follow={false} /> }))
    case 'hashtags':
      return data.hashtags.slice(0, n).map((tag) => ({ key: tag.name, row: <HashtagRow tag={tag} /> }))
    case 'communities':
      return data.communities.slice(0, n).map((c) => ({ key: c.id, row: <CommunityRow community={c} /> }))
    case 'universities':
      return data.universities.slice(0, n).map((u) => ({ key: u.id, row: <UniversityRow university={u} /> }))
    case 'posts':
      return data.posts.slice(0, n).map((p) => ({ key: p.id, row: <PostCard post={p} /> }))
  }
}

/**
 * The results page's For you: the first few of each group that found something (a page of each from
 * GET /search/detailed/{term}), each with Show all moving to its tab when there is more.
 */
export function SearchOverview({
  term,
  onShowAll,
}: {
  term: string
  onShowAll: (group: SearchGroup) => void
}) {
  const { t } = useTranslation('search')
  const overview = useSearchOverview(term)
  if (overview.isPending) return <ListSkeleton label={t('loading')} />
  if (overview.isError) {
    return (
      <ErrorState
        message={errorMessage(overview.error, t('failed'))}
        retryLabel={t('retry')}
        onRetry={() => void overview.refetch()}
      />
    )
  }
  const groups = ORDER.filter((group) => overview.data[group].length > 0)
  if (groups.length === 0) {
    return <EmptyState title={t('noResults', { term })}>{t('noResultsHint')}</EmptyState>
  }
  return (
    <div>
      {groups.map((group) => (
        <OverviewSection
          key={group}
          group={group}
          more={overview.data[group].length > SHOWN[group]}
          onShowAll={() => onShowAll(group)}
        >
          {rows(overview.data, group)}
        </OverviewSection>
      ))}
    </div>
  )
}

function OverviewSection({
  group,
  more,
  onShowAll,
  children,
}: {
  group: SearchGroup
  more: boolean
  onShowAll: () => void
  children: { key: string | number; row: ReactNode }[]
}) {
  const { t } = useTranslation('search')
  const headingId = useId()
  const title = t(`groups.${group}`)
  // A post card draws its own line under it; the other rows get one here.
  const divided = group !== 'posts'
  return (
    <section aria-labelledby={headingId} className="border-b-8 border-slate-100 dark:border-slate-900">
      <h2 id={headingId} className="px-4 pt-4 pb-1 text-xl font-bold">
        {title}
      </h2>
      <ul aria-labelledby={headingId}>
        {children.map(({ key, row }) => (
          <li key={key} className={divided ? 'border-b border-slate-200 dark:border-slate-800' : undefined}>
            {row}
          </li>
        ))}
      </ul>
      {more && (
        <button
          type="button"
          aria-label={t('showAllOf', { group: title })}
          onClick={onShowAll}
          className="block w-full px-4 py-3 text-left text-[15px] font-semibold text-brand-700 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset dark:text-brand-300 dark:hover:bg-slate-900/60 dark:focus-visible:bg-slate-900/60"
        >
          {t('showAll')}
        </button>
      )}
    </section>
  )
}
