import { useTranslation } from 'react-i18next'
import type { ChatSocketStatus } from '../lib/chat-socket.ts'

/**
 * A line above the input while the chat is not live: "Reconnecting…" between tries, and after the
 * last one says that new messages may not appear, with Try again. Nothing while connected.
 */
export function ConnectionNotice({ status, onRetry }: { status: ChatSocketStatus; onRetry: () => void }) {
  const { t } = useTranslation('chat')
  if (status !== 'reconnecting' && status !== 'failed') return null
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-1.5 text-center text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
    >
      {status === 'reconnecting' ? (
        t('connection.reconnecting')
      ) : (
        <>
          {t('connection.lost')}
          <button
            type="button"
            onClick={onRetry}
            className="rounded font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400"
          >
            {t('connection.retry')}
          </button>
        </>
      )}
    </p>
  )
}
