import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { SettingsNav } from '../components/settings-nav.tsx'
import { SettingsSectionView } from '../components/settings-section-view.tsx'
import { DEFAULT_SECTION, parseSection } from '../settings-sections.ts'

/**
 * /settings, a section addressable as ?section=<id>. From md up the list and the section sit side
 * by side; below it is a drill-down: the list alone, or the chosen section alone.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings')
  useDocumentTitle(t('title'))
  const [params] = useSearchParams()
  const chosen = parseSection(params.get('section'))
  const shown = chosen ?? DEFAULT_SECTION
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="md:grid md:grid-cols-[280px_minmax(0,1fr)]">
        <div
          className={`border-slate-200 md:block md:border-r dark:border-slate-800 ${chosen ? 'hidden' : 'block'}`}
        >
          <SettingsNav active={shown} />
        </div>
        <div className={`md:block ${chosen ? 'block' : 'hidden'}`}>
          <SettingsSectionView section={shown} />
        </div>
      </div>
    </>
  )
}
