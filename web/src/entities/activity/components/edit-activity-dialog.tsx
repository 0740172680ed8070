import { useTranslation } from 'react-i18next'
import { Dialog } from '@/components/ui/dialog.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useUpdateActivity } from '../api/update-activity.ts'
import { toActivityInput } from '../lib/activity-form.ts'
import { FIXED_TEXTS, failureDetail } from '../lib/fixed-texts.ts'
import { type Activity, isEvent } from '../lib/paths.ts'
import { ActivityForm } from './activity-form.tsx'

/**
 * The edit event or announcement modal (spec 000 sections 2 and 4): it opens with the current values;
 * the banner can be replaced or removed. Saving updates the details first, then uploads the banner;
 * the toasts are the specification's Turkish ones (section 8): success, failure with the server's
 * reason, and the banner warning when only the upload failed (the details stay saved).
 */
export function EditActivityDialog({ item, onClose }: { item: Activity; onClose: () => void }) {
  const { t } = useTranslation('activity')
  const toast = useToast()
  const update = useUpdateActivity(item)
  const event = isEvent(item)
  return (
    <Dialog title={t(event ? 'edit.eventTitle' : 'edit.announcementTitle')} onClose={onClose}>
      <ActivityForm
        kind={item.post_type}
        mode="edit"
        defaultValues={{
          title: item.title,
          body: event ? item.description : item.content,
          date: item.date,
          time: event ? (item.time ?? '') : '',
          location: event ? (item.location ?? '') : '',
          audience: event
            ? { facultyIds: [], departmentIds: [], years: [] }
            : {
                facultyIds: item.audience.faculties.map((f) => f.id),
                departmentIds: item.audience.departments.map((d) => d.id),
                years: item.audience.years,
              },
          requiresAck: !event && item.requires_ack,
          deadline: event ? '' : (item.deadline ?? ''),
          capacity: event && item.capacity !== null ? String(item.capacity) : '',
        }}
        universityId={item.university_id}
        currentBanner={item.banner_url}
        busy={update.isPending}
        submitLabel={update.isPending ? t('edit.saving') : t('edit.save')}
        onCancel={onClose}
        onSubmit={(values, banner) =>
          update.mutate(
            { details: toActivityInput(item.post_type, values), banner },
            {
              onSuccess: ({ bannerError }) => {
                if (bannerError) toast.error(FIXED_TEXTS.bannerFailed)
                else toast.success(FIXED_TEXTS.updated)
                onClose()
              },
              onError: (error) => {
                const detail = failureDetail(error)
                toast.error(detail ? `${FIXED_TEXTS.updateFailed}: ${detail}` : FIXED_TEXTS.updateFailed)
              },
            },
          )
        }
      />
    </Dialog>
  )
}
