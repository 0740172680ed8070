import type { University } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Tabs, tabPanelProps } from '@/components/ui/tabs.tsx'
import { AddContentForm } from './add-content-form.tsx'
import { FacultiesPanel } from './faculties-panel.tsx'
import { MemberDirectory } from './member-directory.tsx'
import { UniversityBanner } from './university-banner.tsx'
import { AnnouncementsPanel, EventsPanel, MembersPanel, PostsPanel } from './university-panels.tsx'

const SECTIONS = ['posts', 'events', 'academics', 'users', 'faculties'] as const
export type UniversitySection = (typeof SECTIONS)[number]
/** The query parameter that keeps the inner tab in the address. */
const PARAM = 'section'

function isSection(value: string | null): value is UniversitySection {
  return SECTIONS.includes(value as UniversitySection)
}

/**
 * A university's page under its header (my-university and /universities/:id, spec 000 section 2):
 * the banner, the add-content form for its administrators, and the inner tabs posts, events,
 * announcements, members and faculties (issue 17), the chosen one kept in the address (?section=).
 * Its administrators' members tab is the directory with faculty, department and year filters.
 */
export function UniversityView({ university }: { university: University }) {
  const { t } = useTranslation('university')
  const [params, setParams] = useSearchParams()
  const raw = params.get(PARAM)
  const section: UniversitySection = isSection(raw) ? raw : 'posts'
  const choose = (next: UniversitySection) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev)
        if (next === 'posts') copy.delete(PARAM)
        else copy.set(PARAM, next)
        return copy
      },
      { replace: true },
    )
  const idBase = `university-${university.id}`
  return (
    <>
      <UniversityBanner university={university} />
      {university.abilities.can_add_content && (
        <AddContentForm
          universityId={university.id}
          onAdded={(kind) => choose(kind === 'event' ? 'events' : 'academics')}
        />
      )}
      <div className="border-b border-slate-200 dark:border-slate-800">
        <Tabs
          idBase={idBase}
          label={t('tabs.label', { name: university.name })}
          tabs={SECTIONS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          value={section}
          onChange={choose}
        />
      </div>
      <div {...tabPanelProps(idBase, section)}>
        {section === 'posts' && <PostsPanel university={university} />}
        {section === 'events' && <EventsPanel university={university} />}
        {section === 'academics' && <AnnouncementsPanel university={university} />}
        {section === 'users' &&
          (university.abilities.can_manage_structure ? (
            <MemberDirectory university={university} />
          ) : (
            <MembersPanel university={university} />
          ))}
        {section === 'faculties' && <FacultiesPanel university={university} />}
      </div>
    </>
  )
}
