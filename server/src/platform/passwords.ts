import { type Algorithm, hash, verify } from '@node-rs/argon2'

/**
 * OWASP's first choice for password storage: argon2id, 19 MiB, 2 passes, one lane (DESIGN.md section 5).
 * The algorithm is spelled as its number because the package declares it as an ambient const enum,
 * which isolatedModules cannot read.
 */
const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/**
 * A hash of FACTORY_PASSWORD made with OPTIONS. Test factories and seeds insert it instead of hashing
 * per user (a hash costs tens to hundreds of milliseconds), and sign-in checks it when no account
 * matches, so that a missing account takes as long to refuse as a wrong password.
 */
export const FACTORY_PASSWORD = 'agora-test-password'
export const FACTORY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$3ehy5SB4X/1XTwyk3NDkrQ$f3OXBn89Qoe9Y1JDTJIRoeAs58CchfTPP0LGGCj/9wU'
