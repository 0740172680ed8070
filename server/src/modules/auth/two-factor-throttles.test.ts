import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { expect429, freshIPv4, repeat } from '../../../test/throttles.ts'
import { challengeFor, codeStep, enableTwoFactor, movableClock, totpCode } from '../../../test/two-factor.ts'
import { signedInUser } from '../../../test/users.ts'

describe('two-factor throttles', () => {
  const clock = movableClock()
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ throttle: true, clock: clock.now })
  })
  afterAll(() => t.close())

  it('allow 25 code attempts per 5 minutes from one address, then 429', async () => {
    const ip = freshIPv4()
    const codes = await repeat(25, () => codeStep(t.app, 'no-such-challenge', '123456', ip))
    expect(codes.every((c) => c === 401)).toBe(true)
    expect429(await codeStep(t.app, 'no-such-challenge', '123456', ip), 300, 'too_many_two_factor_attempts')
    expect((await codeStep(t.app, 'no-such-challenge', '123456', freshIPv4())).statusCode).toBe(401)
  })

  it('allow 10 code attempts per 15 minutes for one account across challenges and addresses', async () => {
    const user = await signedInUser(t, { username: 'tft_ana' })
    const { secret } = await enableTwoFactor(t.app, user, clock.now())
    clock.advance()
    const right = totpCode(secret, clock.now())
    const wrong = right === '000000' ? '111111' : '000000'
    const statuses: number[] = []
    for (let round = 0; round < 2; round++) {
      const challenge = await challengeFor(t.app, 'tft_ana', user.password, freshIPv4())
      statuses.push(...(await repeat(5, () => codeStep(t.app, challenge, wrong, freshIPv4()))))
    }
    expect(statuses.every((c) => c === 400)).toBe(true)
    const challenge = await challengeFor(t.app, 'tft_ana', user.password, freshIPv4())
    expect429(await codeStep(t.app, challenge, right, freshIPv4()), 900, 'too_many_two_factor_attempts')
  })

  it('allow 10 codes per 15 minutes when turning it on', async () => {
    const user = await signedInUser(t, { username: 'tft_ben' })
    await as(t.app, user.token).post('/api/auth/two-factor/setup', { password: user.password })
    const enable = () => as(t.app, user.token).post('/api/auth/two-factor/enable', { code: '000000' })
    const codes = await repeat(10, enable)
    expect(codes.every((c) => [200, 400, 409].includes(c))).toBe(true)
    expect429(await enable(), 900, 'too_many_two_factor_attempts')
  })
})
