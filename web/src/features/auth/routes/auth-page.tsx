import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'
import { sessionKeys } from '@/lib/session.ts'
import { useLogin } from '../api/login.ts'
import { useLoginTwoFactor } from '../api/login-two-factor.ts'
import { useRegister } from '../api/register.ts'
import { AuthShell, StepCard } from '../components/auth-shell.tsx'
import { lazyStep, loadFormSteps } from '../components/load-form-steps.ts'
import { WelcomeStep } from '../components/welcome-step.tsx'
import { reloadTo, signedInTarget } from '../navigation.ts'

// The form steps are a chunk of their own (components/form-steps.ts), asked for when the page mounts.
const LoginUsernameStep = lazyStep('LoginUsernameStep')
const LoginPasswordStep = lazyStep('LoginPasswordStep')
const LoginCodeStep = lazyStep('LoginCodeStep')
const AvailabilityStep = lazyStep('AvailabilityStep')
const RegisterPasswordStep = lazyStep('RegisterPasswordStep')

export type AuthMode = 'login' | 'register'
type Step =
  | 'welcome'
  | 'username'
  | 'password'
  | 'code'
  | 'register-email'
  | 'register-username'
  | 'register-password'

const initialStep = (mode: AuthMode): Step => (mode === 'register' ? 'register-email' : 'welcome')

/** /login and /register: one multi-step screen (spec 000 sections 2, 4, 5 and 8). */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth')
  const { t: tc } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Read once: signing in stores a token just before the page reloads, which must not re-route here.
  const [alreadySignedIn] = useState(() => authStorage.token() !== null)
  const [step, setStep] = useState<Step>(() => initialStep(mode))
  const [shownMode, setShownMode] = useState(mode)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  // What the password step of a two-factor account answered, and which kind of code is asked for.
  const [challenge, setChallenge] = useState('')
  const [recovery, setRecovery] = useState(false)
  const [email, setEmail] = useState('')
  const [newUsername, setNewUsername] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const loginMutation = useLogin()
  const codeMutation = useLoginTwoFactor()
  const registerMutation = useRegister()
  const target = signedInTarget(location.state)

  // The router keeps this component mounted between /login and /register, so a change of mode restarts.
  if (shownMode !== mode) {
    setShownMode(mode)
    setStep(initialStep(mode))
  }

  const titleKey = step.startsWith('register') ? 'documentTitle.register' : 'documentTitle.login'
  const documentTitle = `${t(titleKey)} - ${tc('appName')}`
  useEffect(() => {
    document.title = documentTitle
  }, [documentTitle])
  useEffect(() => {
    // A failure here (offline) shows when a form step is shown: the lazy step asks again and throws.
    loadFormSteps().catch(() => {})
  }, [])

  if (alreadySignedIn) return <Navigate to={target} replace />

  const signIn = () =>
    loginMutation.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (answer) => {
          if ('challenge' in answer) {
            setChallenge(answer.challenge)
            setRecovery(false)
            codeMutation.reset()
            setStep('code')
            return
          }
          authStorage.setToken(answer.access_token)
          reloadTo(target)
        },
      },
    )

  const signInWithCode = (code: string) =>
    codeMutation.mutate(
      { challenge, code },
      {
        onSuccess: ({ access_token }) => {
          authStorage.setToken(access_token)
          reloadTo(target)
        },
      },
    )

  const createAccount = () =>
    registerMutation.mutate(
      { email: email.trim(), username: newUsername.trim(), password: newPassword },
      {
        onSuccess: (outcome) => {
          // Without a token (sign-in failed) the guard sends the user to /login and back here after.
          if (outcome.kind === 'signed-in') authStorage.setToken(outcome.accessToken)
          authStorage.setVerificationEmail(outcome.email)
          queryClient.removeQueries({ queryKey: sessionKeys.me })
          navigate('/email-verification?fromRegister=true', { replace: true })
        },
      },
    )

  const loginError = loginMutation.error
    ? errorMessage(loginMutation.error, t('login.errors.loginFailed'))
    : null
  const codeError = codeMutation.error
    ? errorMessage(codeMutation.error, t('login.errors.loginFailed'))
    : null
  const registerError = registerMutation.error
    ? registerMutation.error instanceof ApiError
      ? errorMessage(registerMutation.error, t('register.errors.registrationFailed'))
      : t('register.errors.registrationFailed')
    : null
  const counter = (current: number) => t('register.step', { current, total: 3 })

  let content: ReactNode
  switch (step) {
    case 'welcome':
      content = (
        <WelcomeStep onUnlock={() => setStep('username')} onRegister={() => setStep('register-email')} />
      )
      break
    case 'username':
      content = (
        <LoginUsernameStep
          username={username}
          onUsernameChange={setUsername}
          onContinue={() => setStep('password')}
          onBack={() => setStep('welcome')}
          onRegister={() => setStep('register-email')}
        />
      )
      break
    case 'password':
      content = (
        <LoginPasswordStep
          username={username}
          password={password}
          onPasswordChange={(value) => {
            setPassword(value)
            if (loginMutation.isError) loginMutation.reset()
          }}
          onSubmit={signIn}
          onBack={() => {
            setPassword('')
            loginMutation.reset()
            setStep('username')
          }}
          onRegister={() => setStep('register-email')}
          busy={loginMutation.isPending || loginMutation.isSuccess}
          error={loginError}
          suspended={
            loginMutation.error instanceof ApiError && loginMutation.error.code === 'account_suspended'
          }
        />
      )
      break
    case 'code':
      content = (
        <LoginCodeStep
          key={recovery ? 'recovery' : 'app'}
          username={username.trim()}
          recovery={recovery}
          onToggleRecovery={() => {
            codeMutation.reset()
            setRecovery((r) => !r)
          }}
          onSubmit={signInWithCode}
          onBack={() => {
            setPassword('')
            loginMutation.reset()
            codeMutation.reset()
            setStep('password')
          }}
          busy={codeMutation.isPending || codeMutation.isSuccess}
          error={codeError}
        />
      )
      break
    case 'register-email':
      content = (
        <AvailabilityStep
          kind="email"
          value={email}
          onValueChange={setEmail}
          onContinue={() => setStep('register-username')}
          onBack={() => setStep('welcome')}
          onLogin={() => setStep('username')}
          counter={counter(1)}
        />
      )
      break
    case 'register-username':
      content = (
        <AvailabilityStep
          kind="username"
          value={newUsername}
          onValueChange={setNewUsername}
          onContinue={() => setStep('register-password')}
          onBack={() => setStep('register-email')}
          onLogin={() => setStep('username')}
          counter={counter(2)}
        />
      )
      break
    case 'register-password':
      content = (
        <RegisterPasswordStep
          username={newUsername.trim()}
          password={newPassword}
          onPasswordChange={(value) => {
            setNewPassword(value)
            if (registerMutation.isError) registerMutation.reset()
          }}
          onSubmit={createAccount}
          onBack={() => {
            setNewPassword('')
            registerMutation.reset()
            setStep('register-username')
          }}
          onLogin={() => setStep('username')}
          counter={counter(3)}
          busy={registerMutation.isPending || registerMutation.isSuccess}
          error={registerError}
        />
      )
      break
  }

  return (
    <AuthShell>
      <StepCard stepKey={step}>
        <Suspense
          fallback={
            <div className="flex justify-center py-16 text-brand-500">
              <Spinner className="size-8" label={tc('loading')} />
            </div>
          }
        >
          {content}
        </Suspense>
      </StepCard>
    </AuthShell>
  )
}
