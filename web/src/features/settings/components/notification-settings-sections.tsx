import {
  NOTIFICATION_KINDS,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { SwitchRow } from '@/components/ui/switch.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useNotificationSettings } from '../api/get-notification-settings.ts'
import { useUpdateNotificationSettings } from '../api/update-notification-settings.ts'
import { SectionLoading } from './settings-parts.tsx'

const FILTERS = ['filter_not_following', 'filter_not_followers', 'filter_new_accounts'] as const

/** Settings > Notifications > Filters: hold back notifications from strangers and new accounts. */
export function NotificationFiltersSection() {
  const { t } = useTranslation('settings')
  return (
    <SettingsLoader>
      {(settings, save) => (
        <div className="space-y-4">
          <p className="text-slate-500 dark:text-slate-400">{t('notificationFilters.description')}</p>
          <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
            {FILTERS.map((filter) => (
              <SwitchRow
                key={filter}
                label={t(`notificationFilters.${filter}.label`)}
                description={t(`notificationFilters.${filter}.description`)}
                checked={settings[filter]}
                onChange={(on) => save({ [filter]: on })}
              />
            ))}
          </div>
        </div>
      )}
    </SettingsLoader>
  )
}

/** Settings > Notifications > Preferences: each kind of notification on or off. */
export function NotificationPreferencesSection() {
  const { t } = useTranslation('settings')
  return (
    <SettingsLoader>
      {(settings, save) => (
        <div className="space-y-4">
          <p className="text-slate-500 dark:text-slate-400">{t('notificationPreferences.description')}</p>
          <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
            {NOTIFICATION_KINDS.map((kind) => (
              <SwitchRow
                key={kind}
                label={t(`notificationPreferences.kinds.${kind}`)}
                checked={settings.types[kind]}
                onChange={(on) => save({ types: { [kind]: on } })}
              />
            ))}
          </div>
        </div>
      )}
    </SettingsLoader>
  )
}

function SettingsLoader({
  children,
}: {
  children: (
    settings: NotificationSettings,
    save: (patch: NotificationSettingsPatch) => void,
  ) => React.ReactNode
}) {
  const { t } = useTranslation('settings')
  const query = useNotificationSettings()
  const update = useUpdateNotificationSettings()
  if (query.isPending) {
    return <SectionLoading />
  }
  if (query.isError) {
    return <Alert tone="error">{errorMessage(query.error, t('notificationPreferences.loadFailed'))}</Alert>
  }
  return (
    <>
      {children(query.data, (patch) => update.mutate(patch))}
      {update.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(update.error, t('notificationPreferences.saveFailed'))}
        </Alert>
      )}
    </>
  )
}
