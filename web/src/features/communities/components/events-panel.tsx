import type { Community, EventInput } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { ActivityForm } from '@/entities/activity/components/activity-form.tsx'
import { ActivityList } from '@/entities/activity/components/activity-list.tsx'
import { toActivityInput } from '@/entities/activity/lib/activity-form.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { useCreateCommunityEvent } from '../api/create-community-event.ts'
import { useCommunityEvents } from '../api/get-community-events.ts'

/**
 * Events: the community's, and for its staff the creation form (title and date required; time,
 * location, description and banner optional: the edit form's rules).
 */
export function EventsPanel({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const events = useCommunityEvents(community.id)
  const create = useCreateCommunityEvent(community.id)
  const [open, setOpen] = useState(false)
  return (
    <>
      {community.abilities.can_create_event && (
        <div className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          {open ? (
            <section aria-labelledby="new-event-title">
              <h3 id="new-event-title" className="mb-3 text-lg font-bold">
                {t('addEvent.title')}
              </h3>
              <ActivityForm
                kind="event"
                mode="edit"
                busy={create.isPending}
                submitLabel={create.isPending ? t('addEvent.submitting') : t('addEvent.submit')}
                onCancel={() => setOpen(false)}
                footer={
                  create.isError && (
                    <Alert tone="error">{errorMessage(create.error, t('errors.createEvent'))}</Alert>
                  )
                }
                onSubmit={(values, banner) =>
                  create.mutate(
                    {
                      input: toActivityInput('event', values) as EventInput,
                      banner: banner && banner !== 'remove' ? banner.file : null,
                    },
                    {
                      onSuccess: ({ bannerError }) => {
                        if (bannerError) toast.error(errorMessage(bannerError, t('addEvent.bannerFailed')))
                        else toast.success(t('addEvent.created'))
                        setOpen(false)
                      },
                    },
                  )
                }
              />
            </section>
          ) : (
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t('addEvent.open')}
            </Button>
          )}
        </div>
      )}
      <PanelStates
        query={events}
        label={t('tabs.events')}
        failed={t('errors.list')}
        empty={t('empty.events')}
      >
        {(items) => <ActivityList items={items} label={t('tabs.events')} />}
      </PanelStates>
    </>
  )
}
