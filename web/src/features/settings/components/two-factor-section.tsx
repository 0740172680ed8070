import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useTwoFactorStatus } from '../api/get-two-factor-status.ts'
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx'
import { SectionLoading } from './settings-parts.tsx'
import { TwoFactorDisableForm } from './two-factor-disable-form.tsx'
import { TwoFactorSetup } from './two-factor-setup.tsx'

type Mode = 'view' | 'setup' | 'disable'

/** Settings > Account > Two-factor sign-in: its state, turning it on (with the recovery codes) and off. */
export function TwoFactorSection() {
  const { t } = useTranslation('security')
  const status = useTwoFactorStatus()
  const [mode, setMode] = useState<Mode>('view')
  // Held here, not read from the server: they are shown once, until the reader says they are saved.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [notice, setNotice] = useState<'enabled' | 'disabled' | null>(null)

  if (recoveryCodes) {
    return (
      <RecoveryCodesPanel
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null)
          setNotice('enabled')
        }}
      />
    )
  }
  if (status.isPending) return <SectionLoading />
  if (status.isError) {
    return <Alert tone="error">{errorMessage(status.error, t('twoFactor.loadFailed'))}</Alert>
  }
  if (mode === 'setup') {
    return (
      <TwoFactorSetup
        onCancel={() => setMode('view')}
        onEnabled={(codes) => {
          setMode('view')
          setRecoveryCodes(codes)
        }}
      />
    )
  }
  if (mode === 'disable') {
    return (
      <TwoFactorDisableForm
        onCancel={() => setMode('view')}
        onDisabled={() => {
          setMode('view')
          setNotice('disabled')
        }}
      />
    )
  }

  const { enabled, recovery_codes_left: left } = status.data
  return (
    <div className="space-y-5">
      {notice && <Alert tone="success">{t(`twoFactor.${notice}`)}</Alert>}
      <p className="text-slate-600 dark:text-slate-300">
        {enabled ? t('twoFactor.onDescription') : t('twoFactor.offDescription')}
      </p>
      {enabled && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('twoFactor.recoveryLeft', { count: left })}
        </p>
      )}
      <Button
        variant={enabled ? 'secondary' : 'primary'}
        onClick={() => {
          setNotice(null)
          setMode(enabled ? 'disable' : 'setup')
        }}
      >
        {enabled ? t('twoFactor.turnOff') : t('twoFactor.turnOn')}
      </Button>
    </div>
  )
}
