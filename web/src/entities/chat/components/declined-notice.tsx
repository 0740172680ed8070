import { useTranslation } from 'react-i18next'

/**
 * In place of the input of a one-to-one chat whose request the other person declined (state
 * `declined`, issue 28): the sender is told, and the server refuses more messages.
 */
export function DeclinedNotice({ title }: { title: string }) {
  const { t } = useTranslation('chat')
  return (
    <p
      role="status"
      className="border-t border-slate-200 px-4 py-3 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300"
    >
      {t('declinedNote', { title })}
    </p>
  )
}
