import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { saveFile } from '@/lib/save-file.ts'
import { getEventCalendar } from '../api/get-event-calendar.ts'

/**
 * "Add to calendar": downloads the event as an .ics file that every calendar app opens. The file is
 * fetched with the session (a plain link could not send it), then handed to the browser to save.
 */
export function AddToCalendarButton({ eventId }: { eventId: number }) {
  const { t } = useTranslation('activity')
  const [note, setNote] = useState<string | null>(null)

  const download = async () => {
    try {
      const text = await getEventCalendar(eventId)
      saveFile(text, `event-${eventId}.ics`, 'text/calendar')
      setNote(null)
    } catch {
      setNote(t('calendar.failed'))
    }
  }

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={() => void download()}
        aria-label={t('calendar.add')}
        title={t('calendar.add')}
        className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 transition hover:bg-brand-500/10 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:text-slate-400 dark:hover:text-brand-400"
      >
        <Icon name="calendar" className="size-[1.15rem]" />
      </button>
      <span
        role="status"
        className={
          note
            ? 'absolute bottom-full right-0 mb-1 rounded-md bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white dark:bg-slate-100 dark:text-slate-900'
            : 'sr-only'
        }
      >
        {note ?? ''}
      </span>
    </span>
  )
}
