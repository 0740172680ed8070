import type { Database } from '../../src/db/client.ts'
import { insertSession } from '../../src/modules/auth/auth.repository.ts'
import { signAccessToken } from '../../src/platform/tokens.ts'
import { makeUser } from '../factories.ts'
import type { Random } from './values.ts'

/**
 * Who the fuzzer speaks as: a verified user (its token re-minted when a request signs it out), and
 * every kind of Authorization header that must be refused with 401 or ignored.
 */
export interface Identities {
  verifiedId: number
  /** `Bearer <token>` of the verified user's live session. */
  valid(): string
  /** After a 2xx from /api/auth/logout (or /api/auth/sessions/...) the session may be gone: a new one is made. */
  renew(): Promise<void>
  odd(r: Random): string | null
}

export async function makeIdentities(database: Database, secret: string): Promise<Identities> {
  const verified = await makeUser({ database })
  const unverified = await makeUser({ database }, { verified: false })
  const mint = async (userId: number, now = new Date(), key = secret, sessionId?: number) => {
    const sid = sessionId ?? (await insertSession(database.db, { userId, now, userAgent: null, ip: null })).id
    return signAccessToken(key, { userId, sessionId: sid }, now)
  }
  let valid = await mint(verified.id)
  const signed = [
    await mint(unverified.id),
    await mint(verified.id, new Date(Date.now() - 2 * 3600_000)),
    await mint(verified.id, new Date(), 'another-secret-another-secret-another'),
    await mint(verified.id, new Date(), secret, 2 ** 40),
    await mint(verified.id, new Date(), secret, -1),
    await mint(99_999_999_999, new Date(), secret, 1),
    await mint(2 ** 31, new Date(), secret, 2 ** 31),
    await mint(0, new Date(), secret, 0),
  ]
  const garbage = [
    'Bearer',
    'Bearer ',
    'bearer x',
    'Basic Zm9vOmJhcg==',
    'Bearer a.b.c',
    `Bearer ${'A'.repeat(8000)}`,
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoxfQ.',
    'Bearer\tx',
    'Token x',
    ' Bearer x',
    'Bearer \u00fc\u00ff',
  ]
  return {
    verifiedId: verified.id,
    valid: () => `Bearer ${valid}`,
    renew: async () => {
      valid = await mint(verified.id)
    },
    odd: (r) => {
      const kind = r.int(4)
      if (kind === 0) return null
      if (kind === 1) return `Bearer ${r.pick(signed)}`
      if (kind === 2) return `Bearer ${valid.slice(0, -3)}${r.pick(['abc', 'AAA', '...'])}`
      return r.pick(garbage)
    },
  }
}
