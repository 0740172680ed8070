import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, Suspense, useEffect, useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { Spinner } from '@/components/ui/spinner.tsx'
import { currentLocale } from '@/i18n/index.ts'
import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'
import { sessionKeys } from '@/lib/session.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useLogin } from '../api/login.ts'
import { useLoginTwoFactor } from '../api/login-two-factor.ts'
import { useRegister } from '../api/register.ts'
import { AuthShell, StepCard } from '../components/auth-shell.tsx'
import { lazyStep, loadFormSteps } from '../components/load-form-steps.ts'
import { WelcomeStep } from '../components/welcome-step.tsx'
import { type AuthField, type AuthMode, type AuthStep, authFlow, startFlow } from '../lib/auth-flow.ts'
import { reloadTo, signedInTarget } from '../navigation.ts'

// The form steps are a chunk of their own (components/form-steps.ts), asked for when the page mounts.
const LoginUsernameStep = lazyStep('LoginUsernameStep')
const LoginPasswordStep = lazyStep('LoginPasswordStep')
const LoginCodeStep = lazyStep('LoginCodeStep')
const AvailabilityStep = lazyStep('AvailabilityStep')
const RegisterPasswordStep = lazyStep('RegisterPasswordStep')

export type { AuthMode } from '../lib/auth-flow.ts'

/** /login and /register: one multi-step screen (spec 000 sections 2, 4, 5 and 8). */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth')
  const { t: tc } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Read once: signing in stores a token just before the page reloads, which must not re-route here.
  const [alreadySignedIn] = useState(() => authStorage.token() !== null)
  const [flow, dispatch] = useReducer(authFlow, mode, startFlow)
  const { step, username, password, challenge, recovery, email, newUsername, newPassword } = flow
  const loginMutation = useLogin()
  const codeMutation = useLoginTwoFactor()
  const registerMutation = useRegister()
  const target = signedInTarget(location.state)
  const go = (next: AuthStep) => dispatch({ type: 'go', step: next })
  const type = (field: AuthField) => (value: string) => dispatch({ type: 'type', field, value })

  // The router keeps this component mounted between /login and /register, so a change of mode restarts.
  if (flow.mode !== mode) dispatch({ type: 'restart', mode })

  useDocumentTitle(t(step.startsWith('register') ? 'documentTitle.register' : 'documentTitle.login'))
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
            codeMutation.reset()
            dispatch({ type: 'challenged', challenge: answer.challenge })
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
      {
        email: email.trim(),
        username: newUsername.trim(),
        password: newPassword,
        // The account's mails are written in the language it was made in (issue 30).
        locale: currentLocale(),
      },
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
      content = <WelcomeStep onUnlock={() => go('username')} onRegister={() => go('register-email')} />
      break
    case 'username':
      content = (
        <LoginUsernameStep
          username={username}
          onUsernameChange={type('username')}
          onContinue={() => go('password')}
          onBack={() => dispatch({ type: 'back' })}
          onRegister={() => go('register-email')}
        />
      )
      break
    case 'password':
      content = (
        <LoginPasswordStep
          username={username}
          password={password}
          onPasswordChange={(value) => {
            type('password')(value)
            if (loginMutation.isError) loginMutation.reset()
          }}
          onSubmit={signIn}
          onBack={() => {
            loginMutation.reset()
            dispatch({ type: 'back' })
          }}
          onRegister={() => go('register-email')}
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
            dispatch({ type: 'toggleRecovery' })
          }}
          onSubmit={signInWithCode}
          onBack={() => {
            loginMutation.reset()
            codeMutation.reset()
            dispatch({ type: 'back' })
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
          onValueChange={type('email')}
          onContinue={() => go('register-username')}
          onBack={() => dispatch({ type: 'back' })}
          onLogin={() => go('username')}
          counter={counter(1)}
        />
      )
      break
    case 'register-username':
      content = (
        <AvailabilityStep
          kind="username"
          value={newUsername}
          onValueChange={type('newUsername')}
          onContinue={() => go('register-password')}
          onBack={() => dispatch({ type: 'back' })}
          onLogin={() => go('username')}
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
            type('newPassword')(value)
            if (registerMutation.isError) registerMutation.reset()
          }}
          onSubmit={createAccount}
          onBack={() => {
            registerMutation.reset()
            dispatch({ type: 'back' })
          }}
          onLogin={() => go('username')}
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
