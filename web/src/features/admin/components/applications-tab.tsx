import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useDecideApplication } from '../api/decide-application.ts'
import { useApplications } from '../api/get-applications.ts'

/** Pending community applications: approve (the community opens) or reject with a reason. */
export function ApplicationsTab() {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const applications = useApplications()
  const decide = useDecideApplication()
  const [rejecting, setRejecting] = useState<number | null>(null)
  const [reason, setReason] = useState('')
  return (
    <>
      <PanelStates
        query={applications}
        label={t('tabs.applications')}
        failed={t('errors.load')}
        empty={t('applications.empty')}
      >
        {(items) => (
          <ul aria-label={t('tabs.applications')} className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((a) => (
              <li key={a.id} className="px-4 py-4">
                <article aria-labelledby={`application-${a.id}`}>
                  <h3 id={`application-${a.id}`} className="text-lg font-bold">
                    {a.community_name}
                  </h3>
                  <p className="text-[15px] text-slate-600 dark:text-slate-400">
                    {a.university_name} · {t('applications.by', { username: a.applicant.username })}
                  </p>
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    {t('applications.manager', {
                      name: a.manager_name,
                      email: a.manager_email,
                      phone: a.manager_phone,
                    })}
                  </p>
                  <div className="mt-3 flex gap-2">
                    <Button
                      className="px-4 py-1.5 text-sm"
                      onClick={() =>
                        decide.mutate(
                          { id: a.id, approve: true },
                          {
                            onSuccess: () =>
                              toast.success(t('applications.approved', { name: a.community_name })),
                            onError: (e) => toast.error(errorMessage(e, t('errors.action'))),
                          },
                        )
                      }
                    >
                      {t('applications.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      className="px-4 py-1.5 text-sm"
                      onClick={() => setRejecting(a.id)}
                    >
                      {t('applications.reject')}
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PanelStates>
      {rejecting !== null && (
        <Dialog title={t('applications.confirmReject')} onClose={() => setRejecting(null)} size="sm">
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault()
              decide.mutate(
                { id: rejecting, approve: false, reason: reason.trim() },
                {
                  onSuccess: () => {
                    toast.success(t('applications.rejected'))
                    setRejecting(null)
                    setReason('')
                  },
                },
              )
            }}
          >
            <TextField
              label={t('applications.reason')}
              value={reason}
              required
              onChange={(e) => setReason(e.target.value)}
            />
            {decide.isError && <Alert tone="error">{errorMessage(decide.error, t('errors.action'))}</Alert>}
            <Button type="submit" className="w-full" busy={decide.isPending} disabled={!reason.trim()}>
              {t('applications.confirmReject')}
            </Button>
          </form>
        </Dialog>
      )}
    </>
  )
}
