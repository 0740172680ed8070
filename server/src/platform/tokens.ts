import { createSecretKey, type KeyObject } from 'node:crypto'
import { TIMINGS } from '@agora/contract'
import { errors, jwtVerify, SignJWT } from 'jose'

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

/** An HS256 JWT with sub (user id) and sid (session id), valid for 30 minutes from `now`. */
export function signAccessToken(secret: string, claims: AccessClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TIMINGS.accessTokenSeconds)
    .sign(keyOf(secret))
}

/**
 * Null for anything not signed by us (bad signature, other algorithm, garbage, missing claims).
 * An expired token comes back with expired: true; jose checks the signature before the claims,
 * so an expired token's payload is as trustworthy as a live one's.
 */
export async function readAccessToken(secret: string, token: string): Promise<ReadToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM] })
    const claims = claimsOf(payload)
    return claims && { claims, expired: false }
  } catch (err) {
    if (err instanceof errors.JWTExpired) {
      const claims = claimsOf(err.payload)
      return claims && { claims, expired: true }
    }
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
