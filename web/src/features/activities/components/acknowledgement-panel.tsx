import type { Announcement } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { formatActivityDate } from '@/entities/activity/lib/format.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { countOptions } from '@/lib/count-label.ts'
import { useAcknowledgeAnnouncement } from '../api/acknowledge-announcement.ts'
import { useRemindAnnouncement } from '../api/remind-announcement.ts'

const BOX = 'mt-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800'

/**
 * An announcement's confirmation on its page (issue 17): "I have read this" for a student it is for,
 * what they confirmed and when; for its managers, how many confirmed of how many it is for, and the
 * one reminder to the others.
 */
export function AcknowledgementPanel({ item }: { item: Announcement }) {
  const { t, i18n } = useTranslation('audience')
  const toast = useToast()
  const acknowledge = useAcknowledgeAnnouncement(item)
  const remind = useRemindAnnouncement(item)
  const stats = item.ack_stats
  const day = (iso: string) => formatActivityDate(iso.slice(0, 10), i18n.language)
  const mine = item.requires_ack && (item.abilities.can_acknowledge || item.acknowledged_at !== null)
  const whole =
    item.audience.faculties.length + item.audience.departments.length + item.audience.years.length === 0
  if (!mine && !stats) {
    if (whole || item.is_targeted) return null
    return <p className={`${BOX} text-sm text-slate-600 dark:text-slate-400`}>{t('ack.notTargeted')}</p>
  }
  return (
    <section aria-label={t('ack.region')} className={BOX}>
      {item.abilities.can_acknowledge && (
        <Button
          busy={acknowledge.isPending}
          onClick={() =>
            acknowledge.mutate(undefined, {
              onSuccess: () => toast.success(t('ack.confirmed')),
              onError: (err) => toast.error(errorMessage(err, t('ack.failed'))),
            })
          }
        >
          <Icon name="check" className="size-5" />
          {acknowledge.isPending ? t('ack.sending') : t('ack.button')}
        </Button>
      )}
      {item.acknowledged_at && (
        <p className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-400">
          <Icon name="badgeCheck" className="size-5 shrink-0" />
          {t('ack.done', { date: day(item.acknowledged_at) })}
        </p>
      )}
      {stats && (
        <ManagerStats
          item={item}
          stats={stats}
          busy={remind.isPending}
          onRemind={() =>
            remind.mutate(undefined, {
              onSuccess: () => toast.success(t('ack.remindSent')),
              onError: (err) => toast.error(errorMessage(err, t('ack.remindFailed'))),
            })
          }
        />
      )}
    </section>
  )
}

function ManagerStats({
  item,
  stats,
  busy,
  onRemind,
}: {
  item: Announcement
  stats: NonNullable<Announcement['ack_stats']>
  busy: boolean
  onRemind: () => void
}) {
  const { t, i18n } = useTranslation('audience')
  const share = stats.targeted === 0 ? 0 : Math.round((stats.acknowledged / stats.targeted) * 100)
  if (!item.requires_ack) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('ack.sentTo', countOptions(stats.targeted))}
      </p>
    )
  }
  return (
    <div className={item.acknowledged_at || item.abilities.can_acknowledge ? 'mt-4' : ''}>
      <p className="font-semibold">
        {t('ack.stats', { acknowledged: stats.acknowledged, targeted: stats.targeted })}
      </p>
      <div
        role="progressbar"
        aria-label={t('ack.statsLabel')}
        aria-valuemin={0}
        aria-valuemax={stats.targeted}
        aria-valuenow={stats.acknowledged}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${share}%` }} />
      </div>
      {stats.reminded_at ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t('ack.reminded', { date: formatActivityDate(stats.reminded_at.slice(0, 10), i18n.language) })}
        </p>
      ) : (
        item.abilities.can_remind && (
          <Button variant="secondary" className="mt-3" busy={busy} onClick={onRemind}>
            <Icon name="bell" className="size-5" />
            {busy ? t('ack.reminding') : t('ack.remind')}
          </Button>
        )
      )}
    </div>
  )
}
