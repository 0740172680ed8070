import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/**
 * The cryptography of two-factor sign-in: RFC 6238 codes through otpauth (SHA-1, 6 digits, 30 s, what
 * every authenticator app reads from a QR code), the secret sealed at rest with AES-256-GCM, recovery
 * codes and challenges as random texts stored by their SHA-256 hash.
 */

const ISSUER = 'Agora'
const PERIOD_SECONDS = 30
/** Codes of the step before and after now are accepted too: a phone's clock may be a little off. */
const DRIFT_STEPS = 1

const totpOf = (secret: string, label = 'Agora') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })

/** A new 160-bit secret (RFC 4226's recommended length), in base32 as apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, username: string): string => totpOf(secret, username).toString()

/** The 30-second step whose code `code` is, within the drift allowed around `now`; null when none. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS })
  if (delta === null) return null
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta
}

/*
 * The key that seals secrets is derived from JWT_SECRET, the one secret the server already has, under
 * its own label: a copy of the database alone does not give the secrets away. Changing JWT_SECRET
 * makes the stored secrets unreadable (docs/decisions.md).
 */
const keys = new Map<string, Buffer>()
function sealingKey(serverSecret: string): Buffer {
  let key = keys.get(serverSecret)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'agora', 'two-factor-secret', 32))
    keys.set(serverSecret, key)
  }
  return key
}

/** `v1.<iv>.<ciphertext>.<tag>`, base64url; the version leaves room for another scheme later. */
export function sealSecret(serverSecret: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv)
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

export function openSecret(serverSecret: string, sealed: string): string {
  const [version, iv, body, tag] = sealed.split('.')
  if (version !== 'v1' || !iv || !body || !tag) throw new Error('unknown sealed secret format')
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}

export const RECOVERY_CODE_COUNT = 10
/** No 0/o, 1/l/i: a code is read off paper. 31^10, about 50 bits, per code. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten random letters and digits shown as two groups of five: 4k7pq-x2m9c. */
export function newRecoveryCode(): string {
  let code = ''
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/** Case, spaces and dashes do not matter when a recovery code is typed back. */
export const recoveryCodeHash = (code: string): string => sha256(code.toLowerCase().replace(/[^a-z0-9]/g, ''))

export const newChallengeToken = (): string => randomBytes(32).toString('base64url')

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')
