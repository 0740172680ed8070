import type { PushDevice } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { usePushDevices } from '../api/get-push-devices.ts'
import { useRemovePushDevice } from '../api/remove-push-device.ts'

/**
 * The devices that get the viewer's pushes (issue 31): each by its browser (or push service) and since
 * when; another device is removed here, this one with the switch above.
 */
export function PushDevicesList({ thisDevice }: { thisDevice: number | null }) {
  const { t, i18n } = useTranslation('settings')
  const query = usePushDevices()
  const remove = useRemovePushDevice()
  if (query.isPending) return null
  if (query.isError) {
    return (
      <Alert tone="error" className="mt-4">
        {errorMessage(query.error, t('push.devicesLoadFailed'))}
      </Alert>
    )
  }
  if (query.data.items.length === 0) return null
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso))
  const name = (device: PushDevice) => device.device ?? device.endpoint_host
  return (
    <section className="mt-6" aria-labelledby="push-devices-title">
      <h3 id="push-devices-title" className="mb-2 font-semibold">
        {t('push.devices')}
      </h3>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {query.data.items.map((device) => (
          <li key={device.id} className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words">
                {name(device)}
                {device.id === thisDevice && (
                  <span className="ml-2 inline-block rounded-full bg-brand-500/10 px-2 py-0.5 align-middle text-xs font-semibold text-brand-700 dark:text-brand-400">
                    {t('push.thisDevice')}
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {t('push.since', { date: date(device.created_at) })}
              </p>
            </div>
            {device.id !== thisDevice && (
              <Button
                variant="secondary"
                className="shrink-0 px-4 py-1.5 text-sm"
                busy={remove.isPending && remove.variables === device.id}
                aria-label={t('push.removeNamed', { device: name(device) })}
                onClick={() => remove.mutate(device.id)}
              >
                {t('push.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {remove.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(remove.error, t('push.removeFailed'))}
        </Alert>
      )}
    </section>
  )
}
