import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '@/components/ui/icon.tsx'
import { groupOf, type SettingsSection } from '../settings-sections.ts'
import { AccountInfoSection } from './account-info-section.tsx'
import { AccountStandingSection } from './account-standing-section.tsx'
import { CalendarSection } from './calendar-section.tsx'
import { ChangePasswordSection } from './change-password-section.tsx'
import { ComingSoonSection } from './coming-soon-section.tsx'
import { DataExportSection } from './data-export-section.tsx'
import { DeleteAccountSection } from './delete-account-section.tsx'
import { DirectMessagesSection } from './direct-messages-section.tsx'
import { LanguageSection } from './language-section.tsx'
import { MailDigestSection } from './mail-digest-section.tsx'
import { MuteBlockSection } from './mute-block-section.tsx'
import { MutedWordsSection } from './muted-words-section.tsx'
import {
  NotificationFiltersSection,
  NotificationPreferencesSection,
} from './notification-settings-sections.tsx'
import { PushSection } from './push-section.tsx'
import { SessionsSection } from './sessions-section.tsx'
import { TwoFactorSection } from './two-factor-section.tsx'
import { VisibilitySection } from './visibility-section.tsx'

function SectionBody({ section }: { section: SettingsSection }) {
  switch (section) {
    case 'account':
      return <AccountInfoSection />
    case 'password':
      return <ChangePasswordSection />
    case 'two-factor':
      return <TwoFactorSection />
    case 'sessions':
      return <SessionsSection />
    case 'account-standing':
      return <AccountStandingSection />
    case 'calendar':
      return <CalendarSection />
    case 'data-export':
      return <DataExportSection />
    case 'delete-account':
      return <DeleteAccountSection />
    case 'visibility':
      return <VisibilitySection />
    case 'direct-messages':
      return <DirectMessagesSection />
    case 'mute-block':
      return <MuteBlockSection />
    case 'muted-words':
      return <MutedWordsSection />
    case 'language':
      return <LanguageSection />
    case 'filters':
      return <NotificationFiltersSection />
    case 'preferences':
      return <NotificationPreferencesSection />
    case 'push':
      return <PushSection />
    case 'mail-digest':
      return <MailDigestSection />
    default:
      return <ComingSoonSection />
  }
}

/** One section with its heading; below md it fills the screen and a Back button returns to the list. */
export function SettingsSectionView({ section }: { section: SettingsSection }) {
  const { t } = useTranslation('settings')
  const group = groupOf(section)
  return (
    <section aria-labelledby="settings-section-title" className="px-4 py-4 md:px-8 md:py-6">
      <Link
        to="/settings"
        className="-ml-2 mb-3 inline-flex items-center gap-1 rounded-full py-1.5 pr-3 pl-1.5 text-sm font-semibold text-brand-500 transition hover:bg-brand-500/10 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none md:hidden"
      >
        <Icon name="back" className="size-5" />
        {t('back')}
      </Link>
      {group !== section && (
        <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
          {t(`groups.${group}`)}
        </p>
      )}
      <h2 id="settings-section-title" className="mb-6 text-2xl font-bold">
        {t(`sections.${section}`)}
      </h2>
      <SectionBody section={section} />
    </section>
  )
}
