import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { NotFoundState } from '@/components/ui/not-found-state.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { ModerationQueue } from '@/entities/report/components/moderation-queue.tsx'
import { useCurrentUser } from '@/lib/session.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { ApplicationsTab } from '../components/applications-tab.tsx'
import { ModerationLogTab } from '../components/moderation-log-tab.tsx'
import { RolesTab } from '../components/roles-tab.tsx'
import { UniversitiesTab } from '../components/universities-tab.tsx'

const TABS = ['applications', 'reports', 'appeals', 'log', 'universities', 'roles'] as const
type Tab = (typeof TABS)[number]
const ID_BASE = 'admin'

/**
 * /admin (issue 11): site admins decide community applications, answer reports and appeals and read
 * the moderation log (issue 16), create and edit universities, and set people's roles. Everyone else gets the not-found page (and the API answers 403).
 */
export function AdminPage() {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  useDocumentTitle(t('title'))
  const me = useCurrentUser()
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab') as Tab | null
  const tab: Tab = raw && TABS.includes(raw) ? raw : 'applications'
  if (me.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-500">
        <Spinner className="size-8" label={t('title')} />
      </div>
    )
  }
  if (me.data?.role !== 'admin') {
    return (
      <NotFoundState
        title={common('notFound.title')}
        body={common('notFound.body')}
        homeLabel={common('notFound.home')}
        to="/home"
      />
    )
  }
  return (
    <>
      <PageHeader title={t('title')}>
        <Tabs
          idBase={ID_BASE}
          label={t('tabs.label')}
          tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          value={tab}
          onChange={(next) => setParams(next === 'applications' ? {} : { tab: next })}
        />
      </PageHeader>
      <div {...tabPanelProps(ID_BASE, tab)}>
        {tab === 'applications' && <ApplicationsTab />}
        {tab === 'reports' && <ModerationQueue />}
        {tab === 'appeals' && <ModerationLogTab appeals />}
        {tab === 'log' && <ModerationLogTab appeals={false} />}
        {tab === 'universities' && <UniversitiesTab />}
        {tab === 'roles' && <RolesTab />}
      </div>
    </>
  )
}
