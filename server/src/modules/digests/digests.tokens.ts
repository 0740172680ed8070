import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The unsubscribe link's token (issue 31): `<user id>.<HMAC-SHA256 of a purpose label and the id>`,
 * signed with the server's secret. It lets the mail's one-click link turn the digest off without a
 * sign-in (RFC 8058) and does nothing else, so it never expires: an old digest's link still works.
 * The purpose label keeps it from ever matching another signature made with the same secret.
 */
const PURPOSE = 'agora.digest.unsubscribe:'
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/

const signatureOf = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}${userId}`).digest('base64url')

export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signatureOf(secret, userId)}`
}

/** The account the token was made for, or null for anything this server did not sign. */
export function readUnsubscribeToken(secret: string, token: string): number | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const userId = Number(match[1])
  if (userId > 2_147_483_647) return null
  const expected = Buffer.from(signatureOf(secret, userId))
  const given = Buffer.from(match[2]!)
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null
}
