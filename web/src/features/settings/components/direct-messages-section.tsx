import { DirectMessagePolicy } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { SwitchRow } from '@/components/ui/switch.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useChatSettings } from '../api/get-chat-settings.ts'
import { useUpdateChatSettings } from '../api/update-chat-settings.ts'
import { ChoiceRow, SectionLoading } from './settings-parts.tsx'

const POLICIES = DirectMessagePolicy.options

/**
 * Settings > Direct messages (issue 13): who may start a chat with me (everyone, or only people I
 * follow) and whether my online status, typing and Seen show; hidden, I do not see others' either.
 */
export function DirectMessagesSection() {
  const { t } = useTranslation('settings')
  const query = useChatSettings()
  const update = useUpdateChatSettings()
  if (query.isPending) {
    return <SectionLoading />
  }
  if (query.isError) {
    return <Alert tone="error">{errorMessage(query.error, t('directMessages.loadFailed'))}</Alert>
  }
  const settings = query.data
  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-3 font-semibold">{t('directMessages.who.legend')}</legend>
        <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
          {POLICIES.map((policy) => (
            <ChoiceRow
              key={policy}
              name="who-can-message"
              value={policy}
              label={t(`directMessages.who.${policy}.label`)}
              hint={t(`directMessages.who.${policy}.hint`)}
              checked={settings.who_can_message === policy}
              onChoose={() => update.mutate({ who_can_message: policy })}
            />
          ))}
        </div>
      </fieldset>
      <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        <SwitchRow
          label={t('directMessages.activity.label')}
          description={t('directMessages.activity.description')}
          checked={settings.show_activity}
          onChange={(on) => update.mutate({ show_activity: on })}
        />
      </div>
      {update.isError && (
        <Alert tone="error">{errorMessage(update.error, t('directMessages.saveFailed'))}</Alert>
      )}
    </div>
  )
}
