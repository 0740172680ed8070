import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { countOptions } from '@/lib/count-label.ts'
import { displayName } from '@/lib/display-name.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import type { SearchOption } from '../lib/search-options.ts'

const NAME = 'block truncate font-bold text-slate-900 dark:text-slate-100'
const DETAIL = 'block truncate text-sm text-slate-600 dark:text-slate-400'
const ROUND_ICON =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'

/** What one option of the dropdown shows (the option element around it is the dropdown's). */
export function OptionRow({ option }: { option: SearchOption }) {
  const { t } = useTranslation('search')
  switch (option.kind) {
    case 'search':
      return (
        <>
          <span className={ROUND_ICON}>
            <Icon name="search" className="size-4" />
          </span>
          <span className="min-w-0 truncate font-semibold text-slate-900 dark:text-slate-100">
            {t('box.searchFor', { term: option.term })}
          </span>
        </>
      )
    case 'recent':
      return (
        <>
          <span className={ROUND_ICON}>
            <Icon name="clock" className="size-4" />
          </span>
          <span className="min-w-0 flex-1 truncate text-slate-900 dark:text-slate-100">
            {option.entry.term}
          </span>
        </>
      )
    case 'user': {
      const { user } = option
      const name = displayName(user)
      return (
        <>
          <Avatar src={mediaUrl(user.avatar_url)} name={name} size="sm" />
          <span className="min-w-0 flex-1">
            <span className={NAME}>{name}</span>
            <span className={DETAIL}>@{user.username}</span>
            {user.matched !== 'username' && (
              <span className="block truncate text-xs text-brand-700 dark:text-brand-300">
                {t(`matched.${user.matched}`)}
              </span>
            )}
          </span>
        </>
      )
    }
    case 'post': {
      const { post } = option
      const name = displayName(post.user)
      return (
        <>
          <Avatar src={mediaUrl(post.user.avatar_url)} name={name} size="sm" />
          <span className="min-w-0 flex-1">
            <span className={`${DETAIL} font-semibold`}>{t('postBy', { name })}</span>
            <span className="block truncate text-slate-900 dark:text-slate-100">{oneLine(post.content)}</span>
          </span>
        </>
      )
    }
    case 'community': {
      const { community } = option
      return (
        <>
          <Avatar
            src={mediaUrl(community.avatar_url)}
            name={community.name}
            size="sm"
            className="rounded-lg!"
          />
          <span className="min-w-0 flex-1">
            <span className={NAME}>{community.name}</span>
            <span className={DETAIL}>
              {t('members', countOptions(community.members_count))}
              {` · ${community.university_name}`}
            </span>
          </span>
        </>
      )
    }
    case 'university': {
      const { university } = option
      return (
        <>
          <Avatar src={mediaUrl(university.avatar_url)} name={university.name} size="sm" />
          <span className="min-w-0 flex-1">
            <span className={NAME}>{university.name}</span>
            <span className={DETAIL}>
              {university.city ? `${university.city} · ` : ''}
              {t('members', countOptions(university.members))}
            </span>
          </span>
        </>
      )
    }
  }
}

/** A post's text on one line: its line breaks and runs of spaces become single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
