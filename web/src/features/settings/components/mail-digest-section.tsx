import { DIGEST_FREQUENCIES } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useDigestSettings } from '../api/get-digest-settings.ts'
import { useUpdateDigestSettings } from '../api/update-digest-settings.ts'
import { ChoiceRow, SectionLoading } from './settings-parts.tsx'

/** Settings > Notifications > Mail digest (issue 31): weekly (the default), daily or never. */
export function MailDigestSection() {
  const { t } = useTranslation('settings')
  const query = useDigestSettings()
  const update = useUpdateDigestSettings()
  if (query.isPending) return <SectionLoading />
  if (query.isError) {
    return <Alert tone="error">{errorMessage(query.error, t('mailDigest.loadFailed'))}</Alert>
  }
  return (
    <fieldset>
      <legend className="mb-4 text-slate-500 dark:text-slate-400">{t('mailDigest.description')}</legend>
      <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        {DIGEST_FREQUENCIES.map((frequency) => (
          <ChoiceRow
            key={frequency}
            name="digest-frequency"
            value={frequency}
            label={t(`mailDigest.${frequency}`)}
            hint={t(`mailDigest.${frequency}Hint`)}
            checked={query.data.frequency === frequency}
            onChoose={() => update.mutate({ frequency })}
          />
        ))}
      </div>
      {update.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(update.error, t('mailDigest.saveFailed'))}
        </Alert>
      )}
    </fieldset>
  )
}
