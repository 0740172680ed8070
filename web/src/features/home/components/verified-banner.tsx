import { TIMINGS } from '@agora/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert.tsx'

const VERIFIED_STATES = ['success', 'already']

/**
 * The verification link lands here with ?verified=success|already&message=...: the message shows
 * in a green banner for 5 s and the query string is cleaned so a reload does not show it again.
 */
export function VerifiedBanner() {
  const { t } = useTranslation('home')
  const [params, setParams] = useSearchParams()
  const [message, setMessage] = useState<string | null>(null)

  const verified = params.get('verified')
  const incoming = params.get('message')
  useEffect(() => {
    if (verified === null) return
    if (VERIFIED_STATES.includes(verified) && incoming) setMessage(incoming)
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.delete('verified')
        next.delete('message')
        return next
      },
      { replace: true },
    )
  }, [verified, incoming, setParams])

  useEffect(() => {
    if (message === null) return
    const timer = window.setTimeout(() => setMessage(null), TIMINGS.toastMs)
    return () => window.clearTimeout(timer)
  }, [message])

  if (message === null) return null
  return (
    <Alert tone="success" onDismiss={() => setMessage(null)} dismissLabel={t('dismiss')} className="m-4">
      {message}
    </Alert>
  )
}
