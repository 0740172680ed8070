import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { SwitchRow } from '@/components/ui/switch.tsx'
import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { pushDevicesKey } from '../api/get-push-devices.ts'
import { type PushState, readPushState, thisDeviceId, turnPushOff, turnPushOn } from '../push-device.ts'
import { PushDevicesList } from './push-devices-list.tsx'
import { SectionLoading } from './settings-parts.tsx'

const NOTE =
  'rounded-xl border border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300'

/**
 * Settings > Notifications > Push notifications (issue 31): one switch for this device. Turning it on
 * asks the browser's permission, subscribes and tells the server; off undoes both. A browser without
 * push, or one where the person blocked notifications, says so instead (and how to allow them).
 */
export function PushSection() {
  const { t } = useTranslation('settings')
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const queryClient = useQueryClient()

  useEffect(() => {
    let live = true
    readPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'))
    return () => {
      live = false
    }
  }, [])

  if (state === null) return <SectionLoading />
  if (state === 'unsupported') return <p className={NOTE}>{t('push.unsupported')}</p>

  const change = async (on: boolean) => {
    setBusy(true)
    setError(null)
    try {
      setState(await (on ? turnPushOn() : turnPushOff()))
    } catch (err) {
      // The server's refusal in the reader's language; the browser's own (no push service reached, a
      // DOMException in English) as ours.
      const fallback = t(on ? 'push.onFailed' : 'push.offFailed')
      setError(
        err instanceof ApiError ? errorMessage(err, fallback) : `${fallback}. ${t('push.browserFailed')}`,
      )
    } finally {
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: pushDevicesKey })
    }
  }

  return (
    <div>
      <p className="mb-4 text-slate-500 dark:text-slate-400">{t('push.description')}</p>
      <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        <SwitchRow
          label={t('push.label')}
          description={t(`push.${state}`)}
          checked={state === 'on'}
          disabled={busy || state === 'denied'}
          onChange={(on) => void change(on)}
        />
      </div>
      {state === 'denied' && <p className={`mt-4 ${NOTE}`}>{t('push.howToAllow')}</p>}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <PushDevicesList thisDevice={state === 'on' ? thisDeviceId() : null} />
    </div>
  )
}
