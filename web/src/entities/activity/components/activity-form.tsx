import { ACTIVITY_LIMITS } from '@agora/contract'
import { type ReactNode, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { type ActivityFormValues, activityFormSchema, DATE_BOUNDS } from '../lib/activity-form.ts'
import type { ActivityKind } from '../lib/paths.ts'
import { AudienceFields } from './audience-fields.tsx'
import { type BannerChoice, BannerPicker } from './banner-picker.tsx'

const AREA =
  'w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'

export const EMPTY_ACTIVITY_VALUES: ActivityFormValues = {
  title: '',
  body: '',
  date: '',
  time: '',
  location: '',
  audience: { facultyIds: [], departmentIds: [], years: [] },
  requiresAck: false,
  deadline: '',
  capacity: '',
}

/**
 * The fields of an event or an announcement (title, description or content, date, and for events
 * time and location) with the optional banner: the add form and the edit modal. The rules of spec 000
 * section 5 are checked before anything is sent; `mode` says which fields are required.
 */
export function ActivityForm({
  kind,
  mode,
  defaultValues = EMPTY_ACTIVITY_VALUES,
  currentBanner = null,
  busy,
  submitLabel,
  onCancel,
  onSubmit,
  footer,
  universityId = null,
}: {
  kind: ActivityKind
  mode: 'add' | 'edit'
  defaultValues?: ActivityFormValues
  currentBanner?: string | null
  busy: boolean
  submitLabel: string
  onCancel: () => void
  onSubmit: (values: ActivityFormValues, banner: BannerChoice) => void
  /** Shown above the buttons (the server's reason for a failure). */
  footer?: ReactNode
  /** An announcement's university: its faculties and departments make the audience's choices. */
  universityId?: number | null
}) {
  const { t } = useTranslation('activity')
  const errorText = useFieldErrorText()
  const bodyId = useId()
  const [banner, setBanner] = useState<BannerChoice>(null)
  const { register, handleSubmit, formState, control } = useForm<ActivityFormValues>({
    resolver: formResolver(activityFormSchema(kind, mode)),
    defaultValues,
  })
  const { errors } = formState
  const event = kind === 'event'
  const bodyError = errorText(errors.body)
  const bodyLabel = event ? t('form.description') : t('form.content')

  return (
    <form
      onSubmit={handleSubmit((values) => onSubmit(values, banner))}
      aria-label={t(event ? 'form.eventLabel' : 'form.announcementLabel')}
      className="flex flex-col gap-4"
      noValidate
    >
      <TextField
        {...register('title')}
        label={t('form.title')}
        maxLength={ACTIVITY_LIMITS.titleMax}
        error={errorText(errors.title)}
      />
      <div>
        <label
          htmlFor={bodyId}
          className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          {bodyLabel}
        </label>
        <textarea
          {...register('body')}
          id={bodyId}
          rows={4}
          maxLength={ACTIVITY_LIMITS.descriptionMax}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? `${bodyId}-error` : undefined}
          className={AREA}
        />
        {bodyError && (
          <p id={`${bodyId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
            {bodyError}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('date')}
          type="date"
          {...DATE_BOUNDS}
          label={t('form.date')}
          error={errorText(errors.date)}
        />
        {event && (
          <TextField
            {...register('time')}
            type="time"
            label={t('form.time')}
            error={errorText(errors.time)}
          />
        )}
      </div>
      {event && (
        <TextField
          {...register('location')}
          label={t('form.location')}
          maxLength={ACTIVITY_LIMITS.locationMax}
          error={errorText(errors.location)}
        />
      )}
      {!event && (
        <AudienceFields
          control={control}
          register={register}
          universityId={universityId}
          deadlineError={errorText(errors.deadline)}
        />
      )}
      {event && (
        <TextField
          {...register('capacity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={ACTIVITY_LIMITS.capacityMax}
          label={t('form.capacity')}
          hint={t('form.capacityHint')}
          error={errorText(errors.capacity)}
        />
      )}
      <BannerPicker current={currentBanner} value={banner} onChange={setBanner} />
      {footer}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
