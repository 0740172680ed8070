import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { bearer } from '../../../test/factories.ts'
import {
  challengeFor,
  codeStep,
  enableTwoFactor,
  movableClock,
  passwordStep,
  totpCode,
} from '../../../test/two-factor.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { queryRows } from '../../db/client.ts'

const clock = movableClock()
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now })
})
afterAll(() => t.close())

const status = (user: SignedInUser) => as(t.app, user.token).get('/api/auth/two-factor')
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
const sessionCount = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      `select count(*)::int as n from sessions where user_id = ${userId}`,
    )
  )[0]!.n

/** A signed-in user with two-factor sign-in on, the clock moved past the step its enabling code spent. */
async function userWithTwoFactor(username: string) {
  const user = await signedInUser(t, { username })
  const factor = await enableTwoFactor(t.app, user, clock.now())
  clock.advance()
  return { user, ...factor }
}

describe('turning two-factor sign-in on', () => {
  it('asks for the password, then answers the secret and its otpauth URI once', async () => {
    const ana = await signedInUser(t, { username: 'tf_ana' })
    const wrong = await as(t.app, ana.token).post('/api/auth/two-factor/setup', { password: 'nope' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().code).toBe('incorrect_password')

    const res = await as(t.app, ana.token).post('/api/auth/two-factor/setup', { password: ana.password })
    expect(res.statusCode).toBe(200)
    const { secret, otpauth_uri } = res.json()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(otpauth_uri)
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.searchParams.get('secret')).toBe(secret)
    expect(uri.searchParams.get('issuer')).toBe('Agora')
    expect(decodeURIComponent(uri.pathname)).toContain('tf_ana')
    // Not on until a code confirms it; the secret is not stored as it was shown.
    expect((await status(ana)).json()).toEqual({ enabled: false, recovery_codes_left: 0 })
    const [row] = await queryRows<{ secret_ciphertext: string }>(
      t.database.db,
      `select secret_ciphertext from two_factor_credentials where user_id = ${ana.id}`,
    )
    expect(row!.secret_ciphertext).not.toContain(secret)
  })

  it('turns on with a right code and answers ten distinct recovery codes, stored only as hashes', async () => {
    const ben = await signedInUser(t, { username: 'tf_ben' })
    const early = await as(t.app, ben.token).post('/api/auth/two-factor/enable', { code: '123456' })
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('two_factor_setup_missing')

    const setup = await as(t.app, ben.token).post('/api/auth/two-factor/setup', {
      password: ben.password,
    })
    const { secret } = setup.json()
    const right = totpCode(secret, clock.now())
    const wrongCode = right === '000000' ? '111111' : '000000'
    const wrong = await as(t.app, ben.token).post('/api/auth/two-factor/enable', { code: wrongCode })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().code).toBe('invalid_two_factor_code')
    const malformed = await as(t.app, ben.token).post('/api/auth/two-factor/enable', { code: '12ab' })
    expect(malformed.statusCode).toBe(422)

    const res = await as(t.app, ben.token).post('/api/auth/two-factor/enable', { code: right })
    expect(res.statusCode).toBe(200)
    const codes: string[] = res.json().recovery_codes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    expect((await status(ben)).json()).toEqual({ enabled: true, recovery_codes_left: 10 })
    const hashes = await queryRows<{ code_hash: string }>(
      t.database.db,
      `select code_hash from two_factor_recovery_codes where user_id = ${ben.id}`,
    )
    expect(hashes.map((h) => h.code_hash).some((h) => codes.includes(h))).toBe(false)

    const again = await as(t.app, ben.token).post('/api/auth/two-factor/setup', {
      password: ben.password,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('two_factor_already_enabled')
  })

  it('refuses every call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/two-factor'],
      ['POST', '/api/auth/two-factor/setup'],
      ['POST', '/api/auth/two-factor/enable'],
      ['POST', '/api/auth/two-factor/disable'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401)
    }
  })
})

describe('signing in with two-factor sign-in on', () => {
  it('answers a challenge, not a session, for the right password; a wrong password stays a 401', async () => {
    const { user } = await userWithTwoFactor('tf_cem')
    const before = await sessionCount(user.id)
    const res = await passwordStep(t.app, 'tf_cem', user.password)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ two_factor_required: true, challenge: expect.any(String), expires_in: 300 })
    expect(await sessionCount(user.id)).toBe(before)
    const wrong = await passwordStep(t.app, 'tf_cem', 'wrong password')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().code).toBe('sign_in_failed')
  })

  it('opens a session for the app code, once: the code cannot be replayed, the challenge not reused', async () => {
    const { user, secret } = await userWithTwoFactor('tf_deniz')
    const code = totpCode(secret, clock.now())
    const challenge = await challengeFor(t.app, 'tf_deniz', user.password)
    const res = await codeStep(t.app, challenge, code)
    expect(res.statusCode).toBe(200)
    expect((await me(res.json().access_token)).json().username).toBe('tf_deniz')

    const replay = await codeStep(t.app, await challengeFor(t.app, 'tf_deniz', user.password), code)
    expect(replay.statusCode).toBe(400)
    expect(replay.json().code).toBe('invalid_two_factor_code')
    // An earlier step's code, still inside the drift window, is a replay too.
    const older = totpCode(secret, new Date(clock.now().getTime() - 30_000))
    expect(
      (await codeStep(t.app, await challengeFor(t.app, 'tf_deniz', user.password), older)).statusCode,
    ).toBe(400)

    clock.advance()
    const reused = await codeStep(t.app, challenge, totpCode(secret, clock.now()))
    expect(reused.statusCode).toBe(401)
    expect(reused.json().code).toBe('two_factor_challenge_expired')
  })

  it('takes a recovery code once, in any case and with spaces', async () => {
    const { user, recoveryCodes } = await userWithTwoFactor('tf_ece')
    const [first] = recoveryCodes as [string]
    const res = await codeStep(
      t.app,
      await challengeFor(t.app, 'tf_ece', user.password),
      ` ${first.toUpperCase()} `,
    )
    expect(res.statusCode).toBe(200)
    expect((await me(res.json().access_token)).statusCode).toBe(200)
    const second = await codeStep(t.app, await challengeFor(t.app, 'tf_ece', user.password), first)
    expect(second.statusCode).toBe(400)
    expect(second.json().code).toBe('invalid_two_factor_code')
    expect((await status(user)).json()).toEqual({ enabled: true, recovery_codes_left: 9 })
  })

  it('refuses an expired challenge, even with a right code', async () => {
    const { user, secret } = await userWithTwoFactor('tf_fatma')
    const challenge = await challengeFor(t.app, 'tf_fatma', user.password)
    clock.advance(5 * 60_000 + 1000)
    const res = await codeStep(t.app, challenge, totpCode(secret, clock.now()))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      detail: 'This sign-in has expired, enter your password again',
      code: 'two_factor_challenge_expired',
    })
    expect((await codeStep(t.app, 'no-such-challenge', '123456')).json().code).toBe(
      'two_factor_challenge_expired',
    )
  })

  it("does not take another account's code for a challenge, nor open the other account", async () => {
    const gul = await userWithTwoFactor('tf_gul')
    const hakan = await userWithTwoFactor('tf_hakan')
    const challenge = await challengeFor(t.app, 'tf_gul', gul.user.password)
    const withHakans = await codeStep(t.app, challenge, totpCode(hakan.secret, clock.now()))
    expect(withHakans.statusCode).toBe(400)
    const withHakansRecovery = await codeStep(t.app, challenge, hakan.recoveryCodes[0]!)
    expect(withHakansRecovery.statusCode).toBe(400)
    const res = await codeStep(t.app, challenge, totpCode(gul.secret, clock.now()))
    expect(res.statusCode).toBe(200)
    expect((await me(res.json().access_token)).json().username).toBe('tf_gul')
  })

  it('spends a challenge after five wrong codes', async () => {
    const { user, secret } = await userWithTwoFactor('tf_ilke')
    const right = totpCode(secret, clock.now())
    const wrong = right === '000000' ? '111111' : '000000'
    const challenge = await challengeFor(t.app, 'tf_ilke', user.password)
    for (let i = 0; i < 5; i++) expect((await codeStep(t.app, challenge, wrong)).statusCode).toBe(400)
    expect((await codeStep(t.app, challenge, right)).json().code).toBe('two_factor_challenge_expired')
    expect(
      (await codeStep(t.app, await challengeFor(t.app, 'tf_ilke', user.password), right)).statusCode,
    ).toBe(200)
  })
})

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code; then sign-in answers a token at once', async () => {
    const { user, secret, recoveryCodes } = await userWithTwoFactor('tf_jale')
    const disable = (body: object) => as(t.app, user.token).post('/api/auth/two-factor/disable', body)
    expect((await disable({ password: user.password })).statusCode).toBe(422)
    const wrongCode = await disable({ password: user.password, code: 'aaaaa-bbbbb' })
    expect(wrongCode.statusCode).toBe(400)
    expect(wrongCode.json().code).toBe('invalid_two_factor_code')
    const wrongPassword = await disable({ password: 'nope', code: totpCode(secret, clock.now()) })
    expect(wrongPassword.json().code).toBe('incorrect_password')
    expect((await status(user)).json().enabled).toBe(true)

    const res = await disable({ password: user.password, code: recoveryCodes[3] })
    expect(res.statusCode).toBe(200)
    expect((await status(user)).json()).toEqual({ enabled: false, recovery_codes_left: 0 })
    const login = await passwordStep(t.app, 'tf_jale', user.password)
    expect(login.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' })
    const again = await disable({ password: user.password, code: totpCode(secret, clock.now()) })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('two_factor_not_enabled')
  })
})

describe('deleting the account', () => {
  it('removes its two-factor secret and recovery codes', async () => {
    const { user } = await userWithTwoFactor('tf_kaan')
    const res = await as(t.app, user.token).delete('/api/users/me', { password: user.password })
    expect(res.statusCode).toBe(200)
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      `select (select count(*) from two_factor_credentials where user_id = ${user.id})::int
            + (select count(*) from two_factor_recovery_codes where user_id = ${user.id})::int as n`,
    )
    expect(left!.n).toBe(0)
  })
})
