import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button.tsx'

/** The way back to /login under a password reset form. */
export function BackToSignIn() {
  const { t } = useTranslation('passwordReset')
  return (
    <p className="text-center">
      <Link to="/login" className={buttonClass('link')}>
        {t('backToSignIn')}
      </Link>
    </p>
  )
}
