import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { StepLink } from './controls.tsx'

export function WelcomeStep({ onUnlock, onRegister }: { onUnlock: () => void; onRegister: () => void }) {
  const { t } = useTranslation('auth')
  const hintId = useId()
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('welcome.title')}</h1>
      <p className="mt-3 max-w-sm text-slate-500 dark:text-slate-400">{t('welcome.subtitle')}</p>
      {/* Named 'Unlock' by its text; the hint under it describes it (WCAG 2.5.3). */}
      <button
        type="button"
        onClick={onUnlock}
        aria-describedby={hintId}
        className="group mt-10 flex flex-col items-center gap-3 rounded-3xl p-2 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <span className="flex size-20 items-center justify-center rounded-full bg-brand-500 text-white shadow-lg shadow-brand-500/30 transition group-hover:scale-105 group-hover:bg-brand-600 motion-reduce:transition-none">
          <Icon name="lock" className="size-9" />
        </span>
        <span className="text-lg font-semibold">{t('welcome.unlock')}</span>
        <span id={hintId} aria-hidden="true" className="text-sm text-slate-500 dark:text-slate-400">
          {t('welcome.unlockHint')}
        </span>
      </button>
      <div className="mt-8">
        <StepLink onClick={onRegister}>{t('links.noAccount')}</StepLink>
      </div>
    </div>
  )
}
