import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/ui/text-field.tsx'
import { AppealableEntry } from '@/entities/report/components/appealable-entry.tsx'
import type { Credentials } from '../api/login.ts'
import { useAppealSuspension, useSuspension } from '../api/suspension.ts'

/**
 * Under the refused sign-in of a suspended account (issue 16): the decision, its reason and how long
 * it lasts, and its one appeal, asked with the password just typed, and (issue 30) with a code of the
 * second factor when two-factor sign-in is on. Its own chunk: /login's first download does not carry it.
 */
export default function SuspensionNotice({ credentials }: { credentials: Credentials }) {
  const { t } = useTranslation('auth')
  const suspension = useSuspension(credentials)
  const appeal = useAppealSuspension(credentials)
  const [code, setCode] = useState('')
  if (!suspension.data) return null
  const asksCode = suspension.data.two_factor_required && suspension.data.abilities.can_appeal
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
      <AppealableEntry
        entry={suspension.data}
        submit={(text) => appeal.mutateAsync({ text, code: asksCode ? code.trim() : undefined })}
      />
      {asksCode && (
        <div className="border-t border-slate-200 p-4 dark:border-slate-800">
          <TextField
            label={t('login.appealCodeLabel')}
            hint={t('login.appealCodeHint')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            maxLength={40}
            spellCheck={false}
            autoCapitalize="off"
          />
        </div>
      )}
    </div>
  )
}
