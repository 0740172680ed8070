import { type ParseArgsConfig, parseArgs } from 'node:util'
import { type Config, ConfigError } from '../config.ts'
import type { Database, Db } from '../db/client.ts'
import { DatabaseBusyError } from '../db/lock.ts'
import { HttpError } from '../platform/errors.ts'
import type { MediaStore } from '../platform/media-store.ts'
import type { StartProgress } from './progress.ts'

export interface CommandContext {
  db: Db
  out: (line: string) => void
  /** Which database `db` is: some statements differ (REINDEX CONCURRENTLY exists on PostgreSQL only). */
  kind: Database['kind']
  /** Where uploaded files go: demo:seed saves its generated pictures here. */
  media: MediaStore
  /** A progress bar for a long step, on the progress stream (stderr), never on `out`. */
  progress: StartProgress
  /** The environment's configuration (DATA_DIR, JWT_SECRET, SMTP_URL ...), read when a command asks. */
  config: () => Config
}

/** A management command. Its arguments are checked before the database is opened. */
export interface Command {
  name: string
  /** The arguments after the name, as help shows them. */
  usage: string
  summary: string
  /** Parses and checks the arguments (a CliError on bad input) and answers the work to do. */
  prepare(args: string[]): (ctx: CommandContext) => Promise<void>
}

/** Bad input or a refused action: the CLI prints the message as one line and exits 1. */
export class CliError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>

/** Strict long options only: an unknown option or a stray argument is bad input. */
export function parseOptions<const T extends Options>(args: string[], options: T) {
  try {
    return parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: false }>({
      args,
      options,
      strict: true,
      allowPositionals: false,
    }).values
  } catch (err) {
    throw new CliError(parseErrorReason(err))
  }
}

function parseErrorReason(err: unknown): string {
  const { code, message } = err as { code?: string; message?: string }
  const option = message?.match(/'(-[^' ]+)/)?.[1]
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Unknown option ${option ?? ''}`.trim()
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `Unexpected argument ${message?.match(/'([^']*)'/)?.[1] ?? ''}`.trim()
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (!option) return firstLine(message ?? 'Invalid option')
      return message?.includes('does not take') ? `${option} takes no value` : `${option} needs a value`
    default:
      return firstLine(message ?? String(err))
  }
}

export function required(value: string | undefined, option: string): string {
  if (value === undefined || value.trim() === '') throw new CliError(`--${option} is required`)
  return value
}

export function positiveInt(value: string, option: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new CliError(`--${option} must be a positive whole number, got "${value}"`)
  }
  return Number(value)
}

/** The one line the CLI prints for a failure: never a stack trace. */
export function reasonOf(err: unknown): string {
  if (err instanceof CliError || err instanceof ConfigError || err instanceof DatabaseBusyError) {
    return firstLine(err.message)
  }
  if (err instanceof HttpError) {
    if (typeof err.detail === 'string') return firstLine(err.detail)
    return err.detail.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; ')
  }
  return `Unexpected error: ${firstLine(rootCause(err))}`
}

/**
 * The innermost reason: a driver wraps "connection refused" or "database does not exist" in a
 * "Failed query" error, and a host with two addresses fails with an AggregateError of both.
 */
export function rootCause(err: unknown): string {
  let e = err
  for (let depth = 0; depth < 5; depth++) {
    if (e instanceof AggregateError && e.errors.length > 0) e = e.errors[0]
    else if (e instanceof Error && e.cause instanceof Error) e = e.cause
    else break
  }
  if (!(e instanceof Error)) return String(e)
  return e.message || (e as NodeJS.ErrnoException).code || e.name
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim()
}
