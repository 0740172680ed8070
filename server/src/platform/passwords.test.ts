import { describe, expect, it } from 'vitest'
import { FACTORY_PASSWORD, FACTORY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords.ts'

describe('passwords', () => {
  it('hashes with argon2id and OWASP parameters (19 MiB, 2 passes, 1 lane), salted', async () => {
    const a = await hashPassword('correct horse battery')
    const b = await hashPassword('correct horse battery')
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(a).not.toBe(b)
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false)
  })

  it('refuses anything against a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false)
    expect(await verifyPassword('', '')).toBe(false)
  })

  it('ships a precomputed factory hash made with the same parameters', async () => {
    expect(FACTORY_PASSWORD_HASH).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(FACTORY_PASSWORD_HASH, FACTORY_PASSWORD)).toBe(true)
    expect(await verifyPassword(FACTORY_PASSWORD_HASH, `${FACTORY_PASSWORD}x`)).toBe(false)
  })
})
