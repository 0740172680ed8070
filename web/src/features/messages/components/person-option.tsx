import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar.tsx'
import { displayName } from '@/lib/display-name.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import type { PickerPerson } from '../lib/people-match.ts'

/**
 * A person in the picker: name, @username, bio and which field matched (username, name or nickname,
 * spec 001 section 2); a click picks or unpicks.
 */
export function PersonOption({
  user,
  selected,
  onToggle,
}: {
  user: PickerPerson
  selected: boolean
  onToggle: () => void
}) {
  const { t } = useTranslation('messages')
  return (
    <li>
      <label className="flex w-full cursor-pointer items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-slate-50 dark:hover:bg-slate-800">
        <input
          type="checkbox"
          className="order-last size-5 shrink-0 accent-brand-500"
          checked={selected}
          onChange={onToggle}
        />
        <Avatar src={mediaUrl(user.avatar_url)} name={displayName(user)} size="md" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{displayName(user)}</span>
          <span className="block truncate text-sm text-slate-500 dark:text-slate-400">@{user.username}</span>
          {user.bio && (
            <span className="block truncate text-sm text-slate-600 dark:text-slate-300">{user.bio}</span>
          )}
          {user.matched && (
            <span className="block text-xs text-brand-700 dark:text-brand-400">
              {t(`picker.matched.${user.matched}`)}
            </span>
          )}
        </span>
      </label>
    </li>
  )
}
