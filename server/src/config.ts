import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
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
  /**
   * Who may tell a client's address in X-Forwarded-For (rate limits count per address): nobody (false),
   * the nearest N hops, or these addresses and ranges. Never "anyone": a client could forge its address.
   */
  trustProxy: false | number | string[]
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
    trustProxy: e.TRUST_PROXY,
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
