import type { ExploreTrending, Hashtag } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { countOptions } from '@/lib/count-label.ts'
import { useExploreTrending } from '../api/get-explore-trending.ts'
import { termPath } from '../lib/search-options.ts'

/** How many tags each block of Explore's for-you shows (spec 001 section 2). */
const BLOCK = 3

interface TrendingRow {
  tag: Hashtag
  label: string
}

/**
 * The for-you rows: a first block of three tags with their category (trending at the viewer's
 * university, topped up with site-wide ones when it has fewer than three), then three more labelled
 * as trending in Türkiye.
 */
export function trendingRows(
  data: ExploreTrending,
  labels: { university: (name: string) => string; general: string; country: string },
): TrendingRow[] {
  const own = (data.university?.hashtags ?? []).slice(0, BLOCK)
  const seen = new Set(own.map((tag) => tag.name))
  const country = data.country.filter((tag) => !seen.has(tag.name))
  const fill = country.slice(0, BLOCK - own.length)
  const rest = country.slice(fill.length, fill.length + BLOCK)
  const name = data.university?.name ?? ''
  return [
    ...own.map((tag) => ({ tag, label: labels.university(name) })),
    ...fill.map((tag) => ({ tag, label: labels.general })),
    ...rest.map((tag) => ({ tag, label: labels.country })),
  ]
}

/** Explore's for-you tab: the trending hashtags, each to its hashtag search. */
export function TrendingList() {
  const { t } = useTranslation('search')
  const trending = useExploreTrending()
  if (trending.isPending) return <ListSkeleton label={t('loading')} rows={3} />
  if (trending.isError) {
    return (
      <ErrorState
        message={errorMessage(trending.error, t('loadFailed'))}
        retryLabel={t('retry')}
        onRetry={() => void trending.refetch()}
      />
    )
  }
  const rows = trendingRows(trending.data, {
    university: (name) => t('trending.atUniversity', { name }),
    general: t('trending.general'),
    country: t('trending.country'),
  })
  if (rows.length === 0) return <EmptyState title={t('trending.empty')}>{t('trending.emptyHint')}</EmptyState>
  return (
    <ol aria-label={t('trending.label')}>
      {rows.map(({ tag, label }) => (
        <li key={tag.name} className="border-b border-slate-200 dark:border-slate-800">
          <HashtagRow tag={tag} label={label} />
        </li>
      ))}
    </ol>
  )
}

/** A hashtag linking to its search (/search/%23tag): its label line, the tag and its post count. */
export function HashtagRow({ tag, label }: { tag: Hashtag; label?: string }) {
  const { t } = useTranslation('search')
  return (
    <Link
      to={termPath(`#${tag.name}`)}
      className="block px-4 py-3 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset dark:hover:bg-slate-900/60 dark:focus-visible:bg-slate-900/60"
    >
      {label && <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{label}</span>}
      <span className="block truncate font-bold text-slate-900 dark:text-slate-100">#{tag.name}</span>
      <span className="block text-sm text-slate-600 dark:text-slate-400">
        {t('trending.posts', countOptions(tag.count))}
      </span>
    </Link>
  )
}
