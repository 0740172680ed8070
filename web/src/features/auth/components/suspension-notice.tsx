import { AppealableEntry } from '@/entities/report/components/appealable-entry.tsx'
import type { Credentials } from '../api/login.ts'
import { useAppealSuspension, useSuspension } from '../api/suspension.ts'

/**
 * Under the refused sign-in of a suspended account (issue 16): the decision, its reason and how long
 * it lasts, and its one appeal, asked with the password just typed. Its own chunk: /login's first
 * download does not carry it.
 */
export default function SuspensionNotice({ credentials }: { credentials: Credentials }) {
  const suspension = useSuspension(credentials)
  const appeal = useAppealSuspension(credentials)
  if (!suspension.data) return null
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
      <AppealableEntry entry={suspension.data} submit={(text) => appeal.mutateAsync(text)} />
    </div>
  )
}
