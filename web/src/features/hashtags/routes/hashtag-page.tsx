import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { PostStream, uniquePosts } from '@/entities/post/components/post-stream.tsx'
import { countOptions } from '@/lib/count-label.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useHashtag } from '../api/get-hashtag.ts'
import { useHashtagPosts } from '../api/get-hashtag-posts.ts'

/** /hashtags/:tag (a hashtag link in a post): the tag's posts. */
export function HashtagPage() {
  const { tag = '' } = useParams()
  return <HashtagPosts tag={tag.replace(/^#/, '')} />
}

/**
 * /search/:term: a term starting with '#' is a hashtag search showing that tag's posts (spec 001
 * section 2); any other term is the search feature's results, which the router passes as `fallback`.
 */
export function HashtagSearchPage({ fallback }: { fallback: ReactNode }) {
  const { term = '' } = useParams()
  const tag = term.trim()
  if (!tag.startsWith('#') || tag.length < 2) return fallback
  return <HashtagPosts tag={tag.slice(1)} />
}

function HashtagPosts({ tag }: { tag: string }) {
  const { t } = useTranslation('hashtags')
  // The tag itself is the title, in every language.
  const title = `#${tag}`
  useDocumentTitle(title)
  return (
    <>
      <PageHeader title={title} leading={<BackButton label={t('back')} />}>
        <HashtagCount tag={tag} />
      </PageHeader>
      <HashtagPostList key={tag} tag={tag} />
    </>
  )
}

/** The tag's count under its title, once known; a failed read leaves the line out. */
function HashtagCount({ tag }: { tag: string }) {
  const { t } = useTranslation('hashtags')
  const { data } = useHashtag(tag)
  if (!data) return null
  return (
    <p className="px-4 pb-2 text-sm text-slate-500 dark:text-slate-400">
      {t('trending.posts', countOptions(data.count))}
    </p>
  )
}

function HashtagPostList({ tag }: { tag: string }) {
  const { t } = useTranslation('hashtags')
  const query = useHashtagPosts(tag)
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const label = `#${tag}`

  if (isPending) return <ListSkeleton label={t('loading')} />
  if (isError && !data) {
    return <ErrorState message={t('error')} retryLabel={t('retry')} onRetry={() => void refetch()} />
  }
  const posts = uniquePosts(data.pages)
  if (posts.length === 0) return <EmptyState title={t('empty', { tag: label })}>{t('emptyHint')}</EmptyState>

  return (
    <PostStream
      posts={posts}
      label={t('postsLabel', { tag: label })}
      scrollKey={`hashtag:${label}`}
      texts={{ loadingMore: t('loadingMore'), error: t('error'), retry: t('retry'), end: t('end') }}
      hasNextPage={hasNextPage}
      isFetchingNextPage={isFetchingNextPage}
      isFetchNextPageError={query.isFetchNextPageError}
      fetchNextPage={fetchNextPage}
    />
  )
}
