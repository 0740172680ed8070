import type { Community } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { ModerationQueue } from '@/entities/report/components/moderation-queue.tsx'
import { CommunityHeader } from './community-header.tsx'
import { EventsPanel } from './events-panel.tsx'
import { LogPanel } from './log-panel.tsx'
import { MembersPanel } from './members-panel.tsx'
import { PostsPanel } from './posts-panel.tsx'
import { RequestsPanel } from './requests-panel.tsx'

type Tab = 'posts' | 'members' | 'events' | 'requests' | 'reports' | 'log'
const ID_BASE = 'community'

/**
 * A community's page below its header: the tabs posts, members, events and, for its staff, requests,
 * the reports about its content (issue 16) and the moderation log (the chosen one in the address, ?tab=).
 */
export function CommunityView({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const [params, setParams] = useSearchParams()
  const staff = community.abilities.can_moderate
  const tabs: Tab[] = staff
    ? ['posts', 'members', 'events', 'requests', 'reports', 'log']
    : ['posts', 'members', 'events']
  const raw = params.get('tab') as Tab | null
  const tab: Tab = raw && tabs.includes(raw) ? raw : 'posts'
  return (
    <>
      <CommunityHeader community={community} />
      <Tabs
        idBase={ID_BASE}
        label={t('tabs.label', { name: community.name })}
        tabs={tabs.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        value={tab}
        onChange={(next) => setParams(next === 'posts' ? {} : { tab: next }, { replace: true })}
      />
      <div {...tabPanelProps(ID_BASE, tab)}>
        {tab === 'posts' && <PostsPanel community={community} />}
        {tab === 'members' && <MembersPanel community={community} />}
        {tab === 'events' && <EventsPanel community={community} />}
        {tab === 'requests' && <RequestsPanel community={community} />}
        {tab === 'reports' && <ModerationQueue communityId={community.id} />}
        {tab === 'log' && <LogPanel community={community} />}
      </div>
    </>
  )
}
