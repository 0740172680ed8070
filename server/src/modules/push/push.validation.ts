import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import type { PushSubscribeBody } from '@agora/contract'
import { invalidField } from '../../platform/errors.ts'
import { isPublicAddress } from '../../platform/link-preview/addresses.ts'

/** Is `host` (a URL's hostname) a name or address the server may send pushes to? */
export async function isPublicHost(host: string): Promise<boolean> {
  const bare = host.replace(/^\[|\]$/g, '')
  if (isIP(bare) !== 0) return isPublicAddress(bare)
  if (bare === 'localhost' || bare.endsWith('.localhost') || !bare.includes('.')) return false
  try {
    const addresses = await lookup(bare, { all: true, verbatim: true })
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address))
  } catch {
    return false
  }
}

/**
 * Checks what a browser handed over (the schema has already bounded the lengths): an https endpoint of
 * a public host (RFC 8030; http and private addresses only where `privateEndpoints`, i.e. outside
 * production, for tests' own push service), a P-256 public key (65 bytes, uncompressed) and a 16-byte
 * auth secret (RFC 8291), both base64url. Answers the endpoint as the URL parser wrote it.
 */
export async function checkSubscription(body: PushSubscribeBody, privateEndpoints: boolean): Promise<string> {
  let url: URL
  try {
    url = new URL(body.endpoint)
  } catch {
    throw invalidField(['body', 'endpoint'], 'push_endpoint_invalid')
  }
  const schemes = privateEndpoints ? ['https:', 'http:'] : ['https:']
  if (!schemes.includes(url.protocol) || url.username || url.password) {
    throw invalidField(['body', 'endpoint'], 'push_endpoint_invalid')
  }
  if (!privateEndpoints && !(await isPublicHost(url.hostname))) {
    throw invalidField(['body', 'endpoint'], 'push_endpoint_invalid')
  }
  const p256dh = decode(body.keys.p256dh)
  if (p256dh?.length !== 65 || p256dh[0] !== 0x04) {
    throw invalidField(['body', 'keys', 'p256dh'], 'push_keys_invalid')
  }
  const auth = decode(body.keys.auth)
  if (auth?.length !== 16) throw invalidField(['body', 'keys', 'auth'], 'push_keys_invalid')
  return url.href
}

/** base64url (padding allowed, as some browsers send it), or null when it is not. */
function decode(text: string): Buffer | null {
  const bare = text.replace(/=+$/, '')
  return /^[A-Za-z0-9_-]+$/.test(bare) ? Buffer.from(bare, 'base64url') : null
}

/** "Chrome on Android": a short label of the device for the settings list, from its User-Agent. */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system
}
