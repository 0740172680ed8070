import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PushPayload } from '@agora/contract'
import { decrypt } from 'http_ece'

/**
 * A push service on 127.0.0.1 for the tests (RFC 8030): it hands out subscriptions as a browser's
 * push service would (an endpoint, and the device's P-256 key pair and auth secret, which only the
 * "device" here knows), and decrypts each push it receives with them (RFC 8291), after checking its
 * VAPID signature (RFC 8292) against the server's public key.
 */
export interface ReceivedPush {
  device: string
  payload: PushPayload
  ttl: string | undefined
  urgency: string | undefined
  /** The VAPID JWT's claims, its signature checked. */
  claims: { aud: string; sub: string; exp: number }
}

export interface TestDevice {
  name: string
  endpoint: string
  keys: { p256dh: string; auth: string }
  /** What this endpoint answers: 201 (delivered) unless set, e.g. 410 (gone). */
  status: number
}

export interface TestPushService {
  url: string
  received: ReceivedPush[]
  /** Pushes that failed the checks (bad signature, undecryptable): a test expects none. */
  errors: string[]
  device(name: string): TestDevice
  close(): Promise<void>
}

export async function startPushService(vapidPublicKey: () => string): Promise<TestPushService> {
  const devices = new Map<string, { device: TestDevice; ecdh: ECDH; auth: Buffer }>()
  const received: ReceivedPush[] = []
  const errors: string[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const name = decodeURIComponent(req.url?.replace(/^\/push\//, '') ?? '')
      const entry = devices.get(name)
      if (!entry) return void res.writeHead(404).end()
      try {
        const claims = checkVapid(req.headers.authorization, vapidPublicKey())
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: entry.ecdh,
          authSecret: entry.auth.toString('base64url'),
        })
        if (entry.device.status < 300) {
          received.push({
            device: name,
            payload: JSON.parse(plain.toString('utf8')) as PushPayload,
            ttl: req.headers.ttl as string | undefined,
            urgency: req.headers.urgency as string | undefined,
            claims,
          })
        }
        res.writeHead(entry.device.status).end()
      } catch (err) {
        errors.push(`${name}: ${(err as Error).message}`)
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    received,
    errors,
    device(name) {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const device: TestDevice = {
        name,
        endpoint: `${url}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        status: 201,
      }
      devices.set(name, { device, ecdh, auth })
      return device
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292): the key is the server's and the ES256 signature holds. */
function checkVapid(header: string | undefined, publicKey: string): ReceivedPush['claims'] {
  const match = /^vapid t=([^,\s]+),\s*k=([\w-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [, jwt, k] = match as unknown as [string, string, string]
  if (k !== publicKey) throw new Error('signed with another key')
  const [head, body, signature] = jwt.split('.') as [string, string, string]
  const raw = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!ok) throw new Error('bad VAPID signature')
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ReceivedPush['claims']
}
