import type { UserProfile } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { type TabItem, Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { useEntryState } from '@/lib/use-entry-state.ts'
import { FollowRequestList } from './follow-request-list.tsx'
import { ProfileCommentList, ProfilePostList } from './profile-lists.tsx'

type ProfileTab = 'posts' | 'comments' | 'liked' | 'requests'

/**
 * Posts, Comments, Liked, and Requests on one's own private account (spec 001 section 2), each an
 * endless list. `onClosed` reports a 403 so that the page shows the private-account message instead.
 */
export function ProfileTabs({ profile, onClosed }: { profile: UserProfile; onClosed: () => void }) {
  const { t } = useTranslation('profile')
  // Per history entry, so that Back from a post returns to the tab (and its scroll place) one left.
  const [tab, setTab] = useEntryState<ProfileTab>(`profile-tab:${profile.id}`, 'posts')
  const own = profile.abilities.can_edit
  const tabs: TabItem<ProfileTab>[] = [
    { id: 'posts', label: t('tabs.posts') },
    { id: 'comments', label: t('tabs.comments') },
    { id: 'liked', label: t('tabs.liked') },
    ...(own && profile.is_private ? [{ id: 'requests' as const, label: t('tabs.requests') }] : []),
  ]
  // A tab that went away (the account turned public) falls back to Posts.
  const shown = tabs.some((item) => item.id === tab) ? tab : 'posts'
  const idBase = `profile-${profile.id}`
  const props = { userId: profile.id, username: profile.username, onClosed }

  return (
    <div>
      <div className="sticky top-14 z-10 border-b border-slate-200 bg-white/85 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/85">
        <Tabs idBase={idBase} label={t('tabs.label')} tabs={tabs} value={shown} onChange={setTab} />
      </div>
      <div {...tabPanelProps(idBase, shown)}>
        {shown === 'comments' ? (
          <ProfileCommentList {...props} />
        ) : shown === 'requests' ? (
          <FollowRequestList />
        ) : (
          <ProfilePostList key={shown} list={shown} {...props} />
        )}
      </div>
    </div>
  )
}
