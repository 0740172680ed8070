import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '@/components/ui/icon.tsx'
import { SETTINGS_GROUPS, type SettingsSection } from '../settings-sections.ts'

/** The grouped list of sections; `active` is highlighted on wide screens, where content sits beside it. */
export function SettingsNav({ active }: { active: SettingsSection }) {
  const { t } = useTranslation('settings')
  return (
    <nav aria-label={t('navLabel')} className="py-2">
      {SETTINGS_GROUPS.map((group) => {
        // A group of one section named like the group (Help) needs no heading of its own.
        const titled = group.sections.length > 1 || group.sections[0] !== group.id
        return (
          <section
            key={group.id}
            aria-labelledby={titled ? `settings-group-${group.id}` : undefined}
            className="py-2"
          >
            {titled && (
              <h2
                id={`settings-group-${group.id}`}
                className="px-4 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400"
              >
                {t(`groups.${group.id}`)}
              </h2>
            )}
            <ul>
              {group.sections.map((section) => {
                const current = section === active
                return (
                  <li key={section}>
                    <Link
                      to={`/settings?section=${section}`}
                      aria-current={current ? 'page' : undefined}
                      className={`flex items-center justify-between gap-3 px-4 py-3 text-[15px] transition hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:hover:bg-slate-900 dark:focus-visible:bg-slate-900 ${
                        current
                          ? 'md:border-r-2 md:border-brand-500 md:bg-slate-50 md:font-semibold md:dark:bg-slate-900'
                          : ''
                      }`}
                    >
                      {t(`sections.${section}`)}
                      <Icon name="forward" className="size-4 text-slate-400 dark:text-slate-500" />
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </nav>
  )
}
