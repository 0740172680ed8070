import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto'
import { TIMINGS } from '@agora/contract'

/**
 * Access tokens: HS256 JWTs (RFC 7519) signed and checked here with node:crypto, on the main thread.
 * jose's verify goes through WebCrypto, whose HMAC runs as a job on libuv's thread pool, where it
 * queued behind image decoding (sharp) and password hashing: with a few GIF uploads under way every
 * signed-in request waited seconds for its token check (issue 8). An HMAC of a few hundred bytes takes
 * microseconds, far less than a trip through the pool.
 */

/** What an access token says: whose it is and which session (row in sessions) it belongs to. */
export interface AccessClaims {
  userId: number
  sessionId: number
}

/** A token whose signature holds; expired ones are still read, for /auth/refresh. */
export interface ReadToken {
  claims: AccessClaims
  expired: boolean
}

const ALGORITHM = 'HS256'
/** Far above any token this server signs; a longer one is refused before any work is done on it. */
const MAX_TOKEN_LENGTH = 4096
const BASE64URL = /^[A-Za-z0-9_-]+$/

// Every authenticated request verifies a token: import the HMAC key once per secret, not per call.
const keys = new Map<string, KeyObject>()
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret)
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'))
    keys.set(secret, key)
  }
  return key
}

const encode = (value: object) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')
const signature = (secret: string, signingInput: string) =>
  createHmac('sha256', keyOf(secret)).update(signingInput).digest('base64url')

/**
 * An HS256 JWT with sub (user id) and sid (session id), valid for 30 minutes from `now`. Async only so
 * that callers need not change if signing ever moves elsewhere.
 */
export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const header = encode({ alg: ALGORITHM, typ: 'JWT' })
  const payload = encode({
    sid: claims.sessionId,
    sub: String(claims.userId),
    iat: issuedAt,
    exp: issuedAt + TIMINGS.accessTokenSeconds,
  })
  return `${header}.${payload}.${signature(secret, `${header}.${payload}`)}`
}

/**
 * Null for anything not signed by us (bad signature, other algorithm, garbage, missing claims, no
 * expiry, not valid yet). An expired token comes back with expired: true: the signature is checked
 * before the claims, so an expired token's payload is as trustworthy as a live one's.
 */
export async function readAccessToken(
  secret: string,
  token: string,
  now = new Date(),
): Promise<ReadToken | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null
  const parts = token.split('.')
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null
  const [header, payload, given] = parts as [string, string, string]
  // Compared as canonical base64url text, so that a signature with other trailing bits is no match.
  const expected = Buffer.from(signature(secret, `${header}.${payload}`))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  const head = decodeJson(header)
  // Signed with our key and our algorithm only; 'crit' names extensions this reader does not know.
  if (!head || head.alg !== ALGORITHM || 'crit' in head) return null
  const body = decodeJson(payload)
  if (!body) return null
  const seconds = Math.floor(now.getTime() / 1000)
  const { exp, nbf, iat } = body
  // A token without an expiry would be valid forever: refused (issue 8).
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > seconds)) return null
  if (iat !== undefined && typeof iat !== 'number') return null
  const claims = claimsOf(body)
  return claims && { claims, expired: exp <= seconds }
}

/** A base64url segment's JSON object, or null for anything else (arrays, strings, broken JSON). */
function decodeJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

function claimsOf(payload: { sub?: unknown; sid?: unknown }): AccessClaims | null {
  const userId = typeof payload.sub === 'string' && /^\d+$/.test(payload.sub) ? Number(payload.sub) : NaN
  const sessionId = payload.sid
  // Ids are PostgreSQL integers: a claim outside them would make the session lookup fail, not miss.
  if (!isRowId(userId) || typeof sessionId !== 'number' || !isRowId(sessionId)) return null
  return { userId, sessionId }
}

const isRowId = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647
