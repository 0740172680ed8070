import { describe, expect, it } from 'vitest'
import { type AuthAction, authFlow, startFlow } from './auth-flow.ts'

const run = (mode: 'login' | 'register', ...actions: AuthAction[]) =>
  actions.reduce(authFlow, startFlow(mode))

describe('the sign-in step machine', () => {
  it('starts sign-in at the welcome step and registration at the email step', () => {
    expect(startFlow('login').step).toBe('welcome')
    expect(startFlow('register').step).toBe('register-email')
  })

  it('goes username, password, code and back again, forgetting the password on the way back', () => {
    const atCode = run(
      'login',
      { type: 'go', step: 'username' },
      { type: 'type', field: 'username', value: 'ada' },
      { type: 'go', step: 'password' },
      { type: 'type', field: 'password', value: 'secret' },
      { type: 'challenged', challenge: 'c1' },
    )
    expect(atCode).toMatchObject({ step: 'code', challenge: 'c1', recovery: false, password: 'secret' })
    expect(authFlow(atCode, { type: 'toggleRecovery' }).recovery).toBe(true)
    const back = authFlow(atCode, { type: 'back' })
    expect(back).toMatchObject({ step: 'password', password: '', username: 'ada' })
    expect(authFlow(back, { type: 'back' }).step).toBe('username')
  })

  it('walks registration back step by step, forgetting only the new password', () => {
    const atPassword = run(
      'register',
      { type: 'type', field: 'email', value: 'ada@uni.edu' },
      { type: 'go', step: 'register-username' },
      { type: 'type', field: 'newUsername', value: 'ada' },
      { type: 'go', step: 'register-password' },
      { type: 'type', field: 'newPassword', value: 'secret' },
    )
    const back = authFlow(atPassword, { type: 'back' })
    expect(back).toMatchObject({ step: 'register-username', newPassword: '', newUsername: 'ada' })
    expect(authFlow(back, { type: 'back' })).toMatchObject({ step: 'register-email', email: 'ada@uni.edu' })
  })

  it('restarts when the route changes mode, and keeps its state when it does not', () => {
    const typed = run(
      'login',
      { type: 'go', step: 'username' },
      { type: 'type', field: 'username', value: 'x' },
    )
    expect(authFlow(typed, { type: 'restart', mode: 'login' })).toBe(typed)
    expect(authFlow(typed, { type: 'restart', mode: 'register' })).toEqual(startFlow('register'))
  })
})
