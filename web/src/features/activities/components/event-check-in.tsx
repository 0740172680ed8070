import type { Event } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { buttonClass } from '@/components/ui/button.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { CheckInControl } from '@/entities/activity/components/check-in-dialog.tsx'

/**
 * Check-in on the event's page (issue 17): an attendee's "Check in" (opened at once, prefilled, when
 * the page came from the organiser's QR code with ?checkin=CODE), and the organiser's way to the
 * check-in screen.
 */
export function EventCheckIn({ event }: { event: Event }) {
  const { t } = useTranslation('activity')
  const [params, setParams] = useSearchParams()
  const scanned = params.get('checkin')
  const organiser = event.abilities.can_run_check_in
  if (!organiser && !event.abilities.can_check_in && !event.is_checked_in) return null
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <CheckInControl
        event={event}
        initialCode={scanned}
        onInitialCodeUsed={() => {
          if (scanned === null) return
          const next = new URLSearchParams(params)
          next.delete('checkin')
          setParams(next, { replace: true })
        }}
      />
      {organiser && (
        <Link
          to={`/events/${event.id}/check-in`}
          className={buttonClass('secondary', 'inline-flex items-center gap-1.5 px-4 py-1.5 text-sm')}
        >
          <Icon name="badgeCheck" className="size-4" />
          {t('checkIn.screen')}
        </Link>
      )}
    </div>
  )
}
