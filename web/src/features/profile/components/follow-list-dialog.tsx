import type { UserProfile } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Dialog } from '@/components/ui/dialog.tsx'
import { type TabItem, Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { FollowRequestList } from './follow-request-list.tsx'
import { FollowUserList } from './follow-user-list.tsx'

export type FollowTab = 'followers' | 'following' | 'requests'

/** The ?followTab= values (spec 001 section 2); requests only exist on one's own profile. */
export function parseFollowTab(value: string | null, own: boolean): FollowTab | null {
  if (value === 'followers' || value === 'following') return value
  return value === 'requests' && own ? value : null
}

/**
 * The follow list dialog: followers, following, and on one's own profile the incoming requests. A
 * row's link leaves the profile (and so the ?followTab= that opened this); back comes back to it.
 */
export function FollowListDialog({
  profile,
  own,
  tab,
  onTabChange,
  onClose,
}: {
  profile: UserProfile
  own: boolean
  tab: FollowTab
  onTabChange: (tab: FollowTab) => void
  onClose: () => void
}) {
  const { t } = useTranslation('profile')
  const tabs: TabItem<FollowTab>[] = [
    { id: 'followers', label: t('followList.followers') },
    { id: 'following', label: t('followList.following') },
    ...(own ? [{ id: 'requests' as const, label: t('followList.requests') }] : []),
  ]
  const idBase = `follow-list-${profile.id}`
  return (
    <Dialog title={`@${profile.username}`} onClose={onClose}>
      <div className="-mx-5 border-b border-slate-200 dark:border-slate-800">
        <Tabs idBase={idBase} label={t('followList.label')} tabs={tabs} value={tab} onChange={onTabChange} />
      </div>
      <div {...tabPanelProps(idBase, tab)} className="-mx-5 min-h-64">
        {tab === 'requests' ? (
          <FollowRequestList />
        ) : (
          <FollowUserList key={tab} userId={profile.id} list={tab} />
        )}
      </div>
    </Dialog>
  )
}
