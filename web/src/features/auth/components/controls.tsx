import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { Icon } from '@/components/ui/icon.tsx'

/** Back link, optional step counter, title and subtitle at the top of a step. */
export function StepHeader({
  title,
  subtitle,
  onBack,
  counter,
}: {
  title: string
  subtitle?: string
  onBack?: () => void
  counter?: string
}) {
  const { t } = useTranslation('auth')
  return (
    <div className="mb-6">
      {(onBack || counter) && (
        <div className="mb-4 flex items-center justify-between">
          {onBack ? (
            <Button variant="ghost" onClick={onBack} className="-ml-2 gap-1! px-2! py-1! text-sm">
              <Icon name="back" className="size-4" />
              {t('links.back')}
            </Button>
          ) : (
            <span />
          )}
          {counter && (
            <span className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {counter}
            </span>
          )}
        </div>
      )}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {subtitle && <p className="mt-1 text-slate-500 dark:text-slate-400">{subtitle}</p>}
    </div>
  )
}

/** The text link under a step's main button ("I already have an account"). */
export function StepLink({ children, onClick }: { children: string; onClick: () => void }) {
  return (
    <p className="text-center">
      <Button variant="link" onClick={onClick}>
        {children}
      </Button>
    </p>
  )
}
