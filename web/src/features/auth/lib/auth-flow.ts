/**
 * The sign-in and registration screen as a step machine (spec 000 sections 2, 4, 5 and 8): which step
 * shows and what the person has typed so far. Pure: the page holds it with useReducer and does the
 * calls; each step's Back goes where the specification's flow came from and forgets a typed password.
 */
export type AuthMode = 'login' | 'register'
export type AuthStep =
  | 'welcome'
  | 'username'
  | 'password'
  | 'code'
  | 'register-email'
  | 'register-username'
  | 'register-password'

export interface AuthFlow {
  mode: AuthMode
  step: AuthStep
  username: string
  password: string
  /** What the password step of a two-factor account answered, and which kind of code is asked for. */
  challenge: string
  recovery: boolean
  email: string
  newUsername: string
  newPassword: string
}

export type AuthField = 'username' | 'password' | 'email' | 'newUsername' | 'newPassword'

export type AuthAction =
  | { type: 'restart'; mode: AuthMode }
  | { type: 'go'; step: AuthStep }
  | { type: 'type'; field: AuthField; value: string }
  | { type: 'challenged'; challenge: string }
  | { type: 'toggleRecovery' }
  | { type: 'back' }

const firstStep = (mode: AuthMode): AuthStep => (mode === 'register' ? 'register-email' : 'welcome')

export function startFlow(mode: AuthMode): AuthFlow {
  return {
    mode,
    step: firstStep(mode),
    username: '',
    password: '',
    challenge: '',
    recovery: false,
    email: '',
    newUsername: '',
    newPassword: '',
  }
}

/** Where Back goes from each step, and the typed secret it forgets on the way. */
const BACK: Record<AuthStep, { to: AuthStep; forget?: AuthField }> = {
  welcome: { to: 'welcome' },
  username: { to: 'welcome' },
  password: { to: 'username', forget: 'password' },
  code: { to: 'password', forget: 'password' },
  'register-email': { to: 'welcome' },
  'register-username': { to: 'register-email' },
  'register-password': { to: 'register-username', forget: 'newPassword' },
}

export function authFlow(state: AuthFlow, action: AuthAction): AuthFlow {
  switch (action.type) {
    case 'restart':
      return state.mode === action.mode ? state : startFlow(action.mode)
    case 'go':
      return { ...state, step: action.step }
    case 'type':
      return { ...state, [action.field]: action.value }
    case 'challenged':
      return { ...state, step: 'code', challenge: action.challenge, recovery: false }
    case 'toggleRecovery':
      return { ...state, recovery: !state.recovery }
    case 'back': {
      const back = BACK[state.step]
      return { ...state, step: back.to, ...(back.forget ? { [back.forget]: '' } : {}) }
    }
  }
}
