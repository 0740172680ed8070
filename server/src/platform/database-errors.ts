/**
 * Which failures mean "the database is not reachable right now" rather than "this request is wrong":
 * a PostgreSQL restart, failover or pg_terminate_backend, a connection refused or reset, a pool that
 * could not connect in time. These answer 503 with Retry-After (platform/errors.ts) instead of 500,
 * and the pool replaces the lost connections on the next checkout, so the server serves again as soon
 * as the database is back.
 */

/** A restart or failover takes seconds; a client asking again sooner only adds load. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * SQLSTATEs of a lost or refused connection. Class 08 is "connection exception" as a whole;
 * 57P01-57P03 and 57P05 are the server shutting down, crashing, starting up or ending an idle session;
 * 53300 is a server with no connection slot left, which passes like the others.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300'])

/** Node's socket errors while connecting to or talking with the database. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * node-postgres and pg-pool raise these as plain Errors without a code: a socket that closed under a
 * query, a client that already failed, a pool that waited connectionTimeoutMillis for a connection.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection terminated due to connection timeout/,
  /^Query read timeout/,
]

/** At most this many causes deep: a cycle of causes must not loop forever. */
const MAX_DEPTH = 8

/**
 * True when `err`, or an error it wraps (drizzle's DrizzleQueryError puts the driver's error in cause;
 * a failed connection to several addresses is an AggregateError), says the database is unreachable.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > MAX_DEPTH) return false
  const { code, message, cause, errors } = err as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && isUnavailableCode(code)) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
}

function isUnavailableCode(code: string): boolean {
  // Checked first: an errno such as EPIPE is five capitals too, like a SQLSTATE.
  if (UNAVAILABLE_ERRNOS.has(code)) return true
  return /^[0-9A-Z]{5}$/.test(code) && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code))
}

type ProcessEvents = Pick<NodeJS.Process, 'on'>

/**
 * The last line of defence, for a database fault that escapes every handler (a promise nobody awaited,
 * an 'error' event nobody listens to): logged and survived, since the pool replaces the connection.
 * Any other uncaught error still ends the process, as Node's default does: its state is unknown.
 */
export function survivingDatabaseFaults(
  proc: ProcessEvents,
  log: { warn(obj: object, msg: string): void; fatal(obj: object, msg: string): void },
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  const handle = (err: unknown, origin: string) => {
    if (isDatabaseUnavailable(err)) {
      log.warn({ err, origin }, 'database unavailable outside a request')
      return
    }
    log.fatal({ err, origin }, 'uncaught error, ending the process')
    exit(1)
  }
  proc.on('unhandledRejection', (reason) => handle(reason, 'unhandledRejection'))
  proc.on('uncaughtException', (err, origin) => handle(err, origin))
}
