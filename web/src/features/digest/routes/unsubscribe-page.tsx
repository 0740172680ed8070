import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert.tsx'
import { Button, buttonClass } from '@/components/ui/button.tsx'
import { PublicCard } from '@/components/ui/public-card.tsx'
import { PublicShell } from '@/components/ui/public-shell.tsx'
import { StatusIcon } from '@/components/ui/status-icon.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useUnsubscribeFromDigest } from '../api/unsubscribe.ts'

/**
 * /unsubscribe?token=…: the page of a digest mail's unsubscribe link (issue 31), open without a
 * sign-in. Opening it changes nothing: mail providers' link scanners open links, so only the button
 * (or a mail client's one-click POST, RFC 8058) turns the digest off.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('digest')
  useDocumentTitle(t('documentTitle'))
  const [params] = useSearchParams()
  const token = params.get('token')
  const unsubscribe = useUnsubscribeFromDigest()

  if (!token || unsubscribe.isSuccess) {
    const done = unsubscribe.isSuccess
    return (
      <PublicShell>
        <PublicCard className="text-center">
          <StatusIcon icon={done ? 'check' : 'cross'} tone={done ? 'success' : 'error'} />
          <div role={done ? 'status' : 'alert'}>
            <h1 className="mt-5 text-2xl font-bold tracking-tight">
              {done ? t('doneTitle') : t('incompleteTitle')}
            </h1>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{done ? t('done') : t('incomplete')}</p>
          </div>
          <Link to="/settings?section=mail-digest" className={buttonClass('primary', 'mt-6 w-full py-3')}>
            {t('openSettings')}
          </Link>
        </PublicCard>
      </PublicShell>
    )
  }

  return (
    <PublicShell>
      <PublicCard className="text-center">
        <StatusIcon icon="mail" tone="brand" />
        <h1 className="mt-5 text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('body')}</p>
        {unsubscribe.error && (
          <Alert tone="error" className="mt-6 text-left">
            {errorMessage(unsubscribe.error, t('failed'))}
          </Alert>
        )}
        <Button
          className="mt-6 w-full py-3"
          busy={unsubscribe.isPending}
          onClick={() => !unsubscribe.isPending && unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? t('confirming') : t('confirm')}
        </Button>
      </PublicCard>
    </PublicShell>
  )
}
