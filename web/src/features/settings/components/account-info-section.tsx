import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useProfile } from '../api/get-profile.ts'
import { AffiliationForm } from './affiliation-form.tsx'
import { SectionLoading } from './settings-parts.tsx'

/**
 * What the account is, read from GET /users/me; changing the nickname belongs to the profile screen.
 * A nickname or university the account does not have is left out, not shown as "None". An account
 * with a university chooses its faculty, department and year here (issue 17).
 */
export function AccountInfoSection() {
  const { t, i18n } = useTranslation('settings')
  const profile = useProfile()

  if (profile.isPending) {
    return <SectionLoading />
  }
  if (profile.isError) {
    return <Alert tone="error">{errorMessage(profile.error, t('account.loadFailed'))}</Alert>
  }

  const me = profile.data
  const memberSince = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(me.created_at),
  )
  return (
    <div className="space-y-5">
      <TextField
        label={t('account.username')}
        value={me.username}
        readOnly
        hint={t('account.usernameHint')}
      />
      <TextField label={t('account.email')} value={me.email} readOnly type="email" />
      {me.nickname && <TextField label={t('account.nickname')} value={me.nickname} readOnly />}
      {me.university_name && (
        <TextField label={t('account.university')} value={me.university_name} readOnly />
      )}
      <TextField label={t('account.memberSince')} value={memberSince} readOnly />
      {me.university_id !== null && <AffiliationForm me={{ ...me, university_id: me.university_id }} />}
    </div>
  )
}
