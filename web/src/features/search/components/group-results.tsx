import type { SearchGroup } from '@agora/contract'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { type Key, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { VirtualList } from '@/components/ui/virtual-list.tsx'
import { PostStream, uniquePosts } from '@/entities/post/components/post-stream.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { displayName } from '@/lib/display-name.ts'
import { useCurrentUser } from '@/lib/session.ts'
import { type GroupItem, type PeopleFilters, useSearchGroup } from '../api/get-detailed-search.ts'
import { NO_PEOPLE_FILTERS, PeopleFilterRow } from './people-filter-row.tsx'
import { CommunityRow, PersonRow, UniversityRow } from './result-rows.tsx'
import { HashtagRow } from './trending-list.tsx'

type GroupQuery<T> = UseInfiniteQueryResult<InfiniteData<T[]>>

/** A tab of the results page: one group's results, 20 at a time as the list scrolls. */
export function GroupResults({ term, type }: { term: string; type: SearchGroup }) {
  switch (type) {
    case 'posts':
      return <PostResults term={term} />
    case 'users':
      return <UserResults term={term} />
    case 'communities':
      return <CommunityResults term={term} />
    case 'universities':
      return <UniversityResults term={term} />
    case 'hashtags':
      return <HashtagResults term={term} />
  }
}

/** The states every tab shares: loading, a failure (the server's words, or Search failed), nothing found. */
function Loaded<T>({
  query,
  term,
  children,
}: {
  query: GroupQuery<T>
  term: string
  children: (items: T[]) => ReactNode
}) {
  const { t } = useTranslation('search')
  if (query.isPending) return <ListSkeleton label={t('loading')} />
  if (query.isError && !query.data) {
    return (
      <ErrorState
        message={errorMessage(query.error, t('failed'))}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const items = query.data.pages.flat()
  if (items.length === 0)
    return <EmptyState title={t('noResults', { term })}>{t('noResultsHint')}</EmptyState>
  return children(items)
}

function PostResults({ term }: { term: string }) {
  const { t } = useTranslation('search')
  const query = useSearchGroup(term, 'posts')
  return (
    <Loaded query={query} term={term}>
      {() => (
        <PostStream
          posts={uniquePosts(query.data?.pages ?? [])}
          label={t('groups.posts')}
          scrollKey={`search:${term}:posts`}
          texts={{ loadingMore: t('loadingMore'), error: t('failed'), retry: t('retry'), end: t('end') }}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          isFetchNextPageError={query.isFetchNextPageError}
          fetchNextPage={query.fetchNextPage}
        />
      )}
    </Loaded>
  )
}

/** A virtual list of rows that asks for the next page at its end, with the spinner, retry and end line. */
function RowList<T>({
  query,
  group,
  term,
  getKey,
  getItemLabel,
  renderItem,
}: {
  query: GroupQuery<T>
  group: SearchGroup
  term: string
  getKey: (item: T) => Key
  getItemLabel?: (item: T) => string
  renderItem: (item: T) => ReactNode
}) {
  const { t } = useTranslation('search')
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query
  return (
    <Loaded query={query} term={term}>
      {(items) => (
        <div>
          <VirtualList
            items={items}
            getKey={getKey}
            getItemLabel={getItemLabel}
            renderItem={renderItem}
            label={t(`groups.${group}`)}
            scrollKey={`search:${term}:${group}`}
            estimateSize={72}
            itemClassName="border-b border-slate-200 dark:border-slate-800"
            complete={!hasNextPage}
            canLoadMore={hasNextPage && !isFetchingNextPage && !isFetchNextPageError}
            onLoadMore={() => void fetchNextPage()}
          />
          {isFetchingNextPage && (
            <div className="flex justify-center py-6 text-brand-500">
              <Spinner className="size-6" label={t('loadingMore')} />
            </div>
          )}
          {isFetchNextPageError && (
            <ErrorState
              compact
              message={errorMessage(query.error, t('failed'))}
              retryLabel={t('retry')}
              onRetry={() => void fetchNextPage()}
            />
          )}
          {!hasNextPage && (
            <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">{t('end')}</p>
          )}
        </div>
      )}
    </Loaded>
  )
}

const byId = (item: { id: number }) => item.id

function UserResults({ term }: { term: string }) {
  const universityId = useCurrentUser().data?.university_id ?? null
  const [people, setPeople] = useState<PeopleFilters>(NO_PEOPLE_FILTERS)
  return (
    <>
      {universityId !== null && (
        <PeopleFilterRow universityId={universityId} value={people} onChange={setPeople} />
      )}
      <RowList<GroupItem<'users'>>
        // A new filter starts the list over at its top.
        key={JSON.stringify(people)}
        query={useSearchGroup(term, 'users', people)}
        group="users"
        term={term}
        getKey={byId}
        getItemLabel={displayName}
        renderItem={(user) => <PersonRow user={user} />}
      />
    </>
  )
}

function CommunityResults({ term }: { term: string }) {
  return (
    <RowList<GroupItem<'communities'>>
      query={useSearchGroup(term, 'communities')}
      group="communities"
      term={term}
      getKey={byId}
      renderItem={(community) => <CommunityRow community={community} />}
    />
  )
}

function UniversityResults({ term }: { term: string }) {
  return (
    <RowList<GroupItem<'universities'>>
      query={useSearchGroup(term, 'universities')}
      group="universities"
      term={term}
      getKey={byId}
      renderItem={(university) => <UniversityRow university={university} />}
    />
  )
}

function HashtagResults({ term }: { term: string }) {
  return (
    <RowList<GroupItem<'hashtags'>>
      query={useSearchGroup(term, 'hashtags')}
      group="hashtags"
      term={term}
      getKey={(tag) => tag.name}
      renderItem={(tag) => <HashtagRow tag={tag} />}
    />
  )
}
