import { Secret, TOTP } from 'otpauth'
import { expect } from 'vitest'
import type { App } from '../src/app.ts'
import { as } from './client.ts'

/** Two-factor sign-in in tests: codes computed as an authenticator app would, from the shown secret. */

/** A clock the test moves: the app's services read it (buildTestApp's `clock`). */
export function movableClock(start = Date.now()) {
  let now = start
  return {
    now: () => new Date(now),
    /** One TOTP step (30 s) or more: a code of the new step has not been used yet. */
    advance(ms = 30_000) {
      now += ms
    },
  }
}

export const totpCode = (secret: string, at: Date): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  })

/** Sets two-factor sign-in up and turns it on through the API; the secret and the recovery codes. */
export async function enableTwoFactor(
  app: App,
  user: { token: string; password: string },
  now: Date,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await as(app, user.token).post('/api/auth/two-factor/setup', { password: user.password })
  expect(setup.statusCode).toBe(200)
  const { secret } = setup.json() as { secret: string }
  const enabled = await as(app, user.token).post('/api/auth/two-factor/enable', {
    code: totpCode(secret, now),
  })
  expect(enabled.statusCode).toBe(200)
  return { secret, recoveryCodes: (enabled.json() as { recovery_codes: string[] }).recovery_codes }
}

/** POST /api/auth/login as JSON from an address; the raw answer. */
export const passwordStep = (app: App, username: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } })

/** POST /api/auth/login/two-factor; the raw answer. */
export const codeStep = (app: App, challenge: string, code: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    remoteAddress,
    payload: { challenge, code },
  })

/** The challenge the password step answers; fails the test when it answered a token instead. */
export async function challengeFor(app: App, username: string, password: string, remoteAddress?: string) {
  const res = await passwordStep(app, username, password, remoteAddress)
  expect(res.statusCode).toBe(200)
  const body = res.json() as { challenge?: string; access_token?: string }
  expect(body.access_token).toBeUndefined()
  return body.challenge as string
}
