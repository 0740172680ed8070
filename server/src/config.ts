import { createECDH, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { POLL_LIMITS } from '@agora/contract'
import { z } from 'zod'

/** Every environment variable the server reads, parsed in one place (DESIGN.md section 2). */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Agora <no-reply@agora.local>'),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 of a-z, 0-9, dots, hyphens)')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\w.~+/-]+=*$/, 'must be a bearer token (letters, digits and -._~+/ only)')
    .optional(),
  SLOW_QUERY_MS: z.coerce.number().int().min(0).max(600_000).default(200),
  EXPORT_JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
  /**
   * For tests only (issue 31): addresses the link-card fetcher may reach although they are private, so
   * that a browser test can serve its pages from this machine. Comma-separated IP addresses.
   */
  LINK_PREVIEW_TEST_ADDRESSES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()]), { error: 'must be IP addresses, comma-separated' })),
  /**
   * For tests only (issue 31): the shortest a poll may be open, in seconds, instead of 5 minutes, so that
   * a browser test sees one close.
   */
  POLL_TEST_MIN_SECONDS: z.coerce.number().int().min(1).max(300).optional(),
  /** Web Push (issue 31): the VAPID key pair, base64url (both or neither; generated into DATA_DIR otherwise). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
    .optional(),
  /** Who push services may contact about this server's pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
    .optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const proxies = parseTrustProxy(value)
      if (proxies === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            "must be false, a hop count (1 to 10) or the proxies' addresses or CIDR ranges, comma-separated; " +
            'trusting any sender would let clients forge X-Forwarded-For',
        })
        return z.NEVER
      }
      return proxies
    }),
})

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  redisUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  publicUrl: string
  jwtSecret: string
  logLevel: z.infer<typeof Env>['LOG_LEVEL']
  /** /metrics answers a bearer of this token; without it there is no /metrics (platform/metrics.ts). */
  metricsToken: string | undefined
  /** Statements slower than this are logged (platform/slow-queries.ts)... */
  slowQueryMs: number
  /** ...with their plan, outside production (NODE_ENV). */
  slowQueryPlans: boolean
  /** How often the data-export job looks for pending exports (modules/exports). */
  exportJobIntervalMs: number
  /** Private addresses the link-card fetcher may reach anyway: for browser tests only (empty otherwise). */
  linkPreviewTestAddresses: string[]
  /** The shortest a poll may be open, in seconds: 5 minutes, lower only in browser tests. */
  pollMinSeconds: number
  /** Web Push's VAPID keys (base64url) and subject (modules/push). */
  vapid: VapidConfig
  /**
   * Push endpoints may be http:// or private addresses: with NODE_ENV test or development only, so that
   * tests run a push service on this machine; otherwise an endpoint is an https address of a public host.
   */
  pushPrivateEndpoints: boolean
  /**
   * Who may tell a client's address in X-Forwarded-For (rate limits count per address): nobody (false),
   * the nearest N hops, or these addresses and ranges. Never "anyone": a client could forge its address.
   */
  trustProxy: false | number | string[]
  /** S3-compatible media storage, when S3_BUCKET is set; the disk under DATA_DIR otherwise. */
  s3: S3Config | undefined
}

export interface VapidConfig {
  publicKey: string
  privateKey: string
  subject: string
}

export interface S3Config {
  /** Another S3 server than AWS (MinIO, s3rver...), addressed path-style. */
  endpoint: string | undefined
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Where browsers read the bucket (a CDN, a public bucket), without a trailing slash; unset: through /static/uploads. */
  publicUrl: string | undefined
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError with a one-line reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(stripEmpty(env))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError(`Invalid ${issue.path.join('.')}: ${issue.message}`)
  }
  const e = parsed.data
  // npm runs workspace scripts inside server/; a relative DATA_DIR means the folder the person ran npm in.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    slowQueryMs: e.SLOW_QUERY_MS,
    exportJobIntervalMs: e.EXPORT_JOB_INTERVAL_MS,
    linkPreviewTestAddresses: e.LINK_PREVIEW_TEST_ADDRESSES,
    pollMinSeconds: e.POLL_TEST_MIN_SECONDS ?? POLL_LIMITS.minSeconds,
    vapid: vapidConfig(e, dataDir),
    // Unset NODE_ENV is production here (npm start sets none): only tests and development opt in.
    pushPrivateEndpoints: e.NODE_ENV === 'test' || e.NODE_ENV === 'development',
    slowQueryPlans: e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY,
    s3: s3Config(e),
  }
}

/** S3 is used when S3_BUCKET is set; a half-configured S3 is refused at start rather than at the first upload. */
function s3Config(e: z.output<typeof Env>): S3Config | undefined {
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
  if (!e.S3_BUCKET) {
    const stray = others.find((name) => e[name] !== undefined)
    if (stray) throw new ConfigError(`Invalid ${stray}: S3_BUCKET must be set too (S3 is used when it is)`)
    return undefined
  }
  const accessKeyId = e.S3_ACCESS_KEY_ID
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY
  if (!accessKeyId || !secretAccessKey) {
    const missing = [!accessKeyId && 'S3_ACCESS_KEY_ID', !secretAccessKey && 'S3_SECRET_ACCESS_KEY']
    throw new ConfigError(`Invalid S3_BUCKET: ${missing.filter(Boolean).join(' and ')} must be set too`)
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId,
    secretAccessKey,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  }
}

function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((kv): kv is [string, string] => !!kv[1]))
}

/** The signing secret is generated into DATA_DIR on first start (DESIGN.md section 5, Security). */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/**
 * The VAPID keys from the environment, both or neither; without them a pair is generated into DATA_DIR
 * on first start and kept, as the signing secret is (a new pair would void every device's subscription).
 */
function vapidConfig(e: z.output<typeof Env>, dataDir: string): VapidConfig {
  const subject = e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM}`
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject }
  }
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    const missing = e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'
    throw new ConfigError(`Invalid ${missing}: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together`)
  }
  const file = join(dataDir, 'vapid-keys.json')
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
    return { ...keys, subject }
  }
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // A private key with leading zero bytes comes out shorter; VAPID wants all 32.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  }
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 })
  return { ...keys, subject }
}

/** false, a hop count, or a list of IP addresses and CIDR ranges; null for anything else ("true" too). */
export function parseTrustProxy(value: string): false | number | string[] | null {
  const text = value.trim()
  if (text === 'false' || text === '0') return false
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text)
    return hops >= 1 && hops <= 10 ? hops : null
  }
  const entries = text.split(',').map((entry) => entry.trim())
  return entries.every(isAddressOrRange) ? entries : null
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/')
  if (!address || rest.length > 0 || isIP(address) === 0) return false
  if (bits === undefined) return true
  const max = isIP(address) === 4 ? 32 : 128
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max
}
