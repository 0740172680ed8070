import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { ActivityForm } from '@/entities/activity/components/activity-form.tsx'
import { toActivityInput } from '@/entities/activity/lib/activity-form.ts'
import type { ActivityKind } from '@/entities/activity/lib/paths.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { useCreateActivity } from '../api/create-activity.ts'

/**
 * The add-content form of a university's administrators (spec 000 sections 2 and 5): opened and
 * closed with a button; an event needs title, description, date, time and location, an announcement
 * title, content and date; the banner is optional. A failure keeps what was written and shows the
 * server's reason, else the add form's submit error.
 */
export function AddContentForm({
  universityId,
  onAdded,
}: {
  universityId: number
  onAdded: (kind: ActivityKind) => void
}) {
  const { t } = useTranslation('university')
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [kind, setKind] = useState<ActivityKind>('event')
  const create = useCreateActivity(universityId)

  if (!open) {
    return (
      <div className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('add.open')}
        </Button>
      </div>
    )
  }

  return (
    <section
      aria-labelledby="add-content-title"
      className="border-b border-slate-200 px-4 py-4 dark:border-slate-800"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="add-content-title" className="text-lg font-bold">
          {t('add.title')}
        </h2>
        <Button variant="ghost" className="px-3 py-1.5 text-sm" onClick={() => setOpen(false)}>
          {t('add.close')}
        </Button>
      </div>
      <fieldset className="mb-4 flex gap-2">
        <legend className="sr-only">{t('add.kind')}</legend>
        {(['event', 'academic'] as const).map((k) => (
          <label
            key={k}
            className={`cursor-pointer rounded-full border px-4 py-1.5 text-sm font-semibold transition has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${
              kind === k
                ? 'border-brand-500 bg-brand-500 text-white'
                : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800'
            }`}
          >
            <input
              type="radio"
              name="add-kind"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
              className="sr-only"
            />
            {k === 'event' ? t('add.event') : t('add.announcement')}
          </label>
        ))}
      </fieldset>
      <ActivityForm
        key={kind}
        kind={kind}
        mode="add"
        universityId={universityId}
        busy={create.isPending}
        submitLabel={create.isPending ? t('add.submitting') : t('add.submit')}
        onCancel={() => setOpen(false)}
        footer={create.isError && <Alert tone="error">{errorMessage(create.error, t('add.failed'))}</Alert>}
        onSubmit={(values, banner) =>
          create.mutate(
            {
              kind,
              input: toActivityInput(kind, values),
              banner: banner && banner !== 'remove' ? banner.file : null,
            },
            {
              onSuccess: ({ bannerError }) => {
                if (bannerError) toast.error(errorMessage(bannerError, t('add.bannerFailed')))
                else toast.success(kind === 'event' ? t('add.eventAdded') : t('add.announcementAdded'))
                setOpen(false)
                onAdded(kind)
              },
            },
          )
        }
      />
    </section>
  )
}
