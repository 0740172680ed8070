import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { Icon, type IconName } from '@/components/ui/icon.tsx'
import { NotFoundState } from '@/components/ui/not-found-state.tsx'

function Notice({
  icon,
  title,
  body,
  children,
}: {
  icon: IconName
  title: string
  body: string
  children?: ReactNode
}) {
  return (
    <section className="flex flex-col items-center border-t border-slate-200 px-8 py-14 text-center dark:border-slate-800">
      <span className="inline-flex size-14 items-center justify-center rounded-full border-2 border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300">
        <Icon name={icon} className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900 dark:text-slate-100">{title}</h2>
      <p className="mt-2 max-w-sm text-balance text-slate-500 dark:text-slate-400">{body}</p>
      {children}
    </section>
  )
}

/** Instead of the tabs when a private account's lists answer 403 (spec 001 section 2). */
export function PrivateAccountNotice({ username }: { username: string }) {
  const { t } = useTranslation('profile')
  return <Notice icon="lock" title={t('private.title')} body={t('private.body', { username })} />
}

/** Instead of the tabs on an account the viewer blocked, with the way back. */
export function BlockedNotice({
  username,
  onUnblock,
  busy,
}: {
  username: string
  onUnblock: () => void
  busy: boolean
}) {
  const { t } = useTranslation('profile')
  return (
    <Notice icon="ban" title={t('blocked.title', { username })} body={t('blocked.body')}>
      <Button variant="secondary" className="mt-6" onClick={onUnblock} disabled={busy}>
        {t('blocked.unblock')}
      </Button>
    </Notice>
  )
}

/** A profile that does not exist, or that the viewer may not see (the server answers both alike). */
export function UserNotFound() {
  const { t } = useTranslation('profile')
  return (
    <NotFoundState title={t('notFound.title')} body={t('notFound.body')} homeLabel={t('notFound.home')} />
  )
}
