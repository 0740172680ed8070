import { createHmac } from 'node:crypto'

/**
 * RFC 6238 codes computed here, independently of the server's library, as an authenticator app does
 * from the key the settings screen shows (SHA-1, 6 digits, 30-second steps).
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Bytes(text: string): Buffer {
  let bits = ''
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = BASE32.indexOf(char)
    if (value < 0) throw new Error(`not base32: ${char}`)
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

export const totpStep = (at = Date.now()) => Math.floor(at / 30_000)

export function totp(secret: string, step = totpStep()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return value.toString().padStart(6, '0')
}

/** Waits for the next 30-second step: the server takes each step's code once. */
export async function nextStep(after: number): Promise<number> {
  while (totpStep() <= after) await new Promise((r) => setTimeout(r, 250))
  return totpStep()
}
