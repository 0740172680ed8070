import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { Icon } from '@/components/ui/icon.tsx'

/** The conversation pane with no chat open: an invitation to start one. */
export function NoChatSelected({ onNew }: { onNew: () => void }) {
  const { t } = useTranslation('messages')
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
      <Icon name="messages" className="size-10 text-slate-400 dark:text-slate-500" />
      <h2 className="mt-3 text-xl font-bold">{t('empty.title')}</h2>
      <p className="mt-1 max-w-sm text-slate-600 dark:text-slate-400">{t('empty.body')}</p>
      <Button className="mt-5" onClick={onNew}>
        {t('empty.start')}
      </Button>
    </div>
  )
}
