import { EventEmitter } from 'node:events'
import { DrizzleQueryError } from 'drizzle-orm'
import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { isDatabaseUnavailable, survivingDatabaseFaults } from './database-errors.ts'
import { installErrorHandler } from './errors.ts'

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin shutdown (pg_terminate_backend, restart)', withCode('57P01')],
    ['crash shutdown', withCode('57P02')],
    ['starting up', withCode('57P03')],
    ['idle session timeout', withCode('57P05')],
    ['too many connections', withCode('53300')],
    ['connection failure', withCode('08006')],
    ['connection does not exist', withCode('08003')],
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['broken pipe', withCode('EPIPE')],
    ['socket closed under a query', new Error('Connection terminated unexpectedly')],
    [
      'a client that already failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['wrapped by drizzle', new DrizzleQueryError('insert into posts', [], withCode('57P01') as Error)],
    ['refused on every address', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('is true for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a serialization failure', withCode('40001')],
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a string', 'Connection terminated'],
    ['null', null],
  ])('is false for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false)
  })

  it('stops at a cycle of causes', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(isDatabaseUnavailable(a)).toBe(false)
  })
})

describe('the error handler', () => {
  async function answerTo(err: unknown) {
    const app = Fastify({ logger: false })
    installErrorHandler(app)
    app.get('/', async () => {
      throw err
    })
    const res = await app.inject({ method: 'GET', url: '/' })
    await app.close()
    return res
  }

  it('answers 503 with Retry-After and database_unavailable when the database is gone', async () => {
    const res = await answerTo(new DrizzleQueryError('select 1', [], withCode('57P01') as Error))
    expect(res.statusCode).toBe(503)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json()).toEqual({
      detail: 'The database is unavailable, try again shortly',
      code: 'database_unavailable',
    })
  })

  it('keeps other database errors a 500 that says nothing internal', async () => {
    const res = await answerTo(
      withCode('23505', 'duplicate key value violates unique constraint "users_pkey"'),
    )
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' })
  })
})

describe('survivingDatabaseFaults', () => {
  function guarded() {
    const proc = new EventEmitter()
    const log = { warn: vi.fn(), fatal: vi.fn() }
    const exit = vi.fn()
    survivingDatabaseFaults(proc as unknown as NodeJS.Process, log, exit)
    return { proc, log, exit }
  }

  it('logs a database fault that escaped every handler and keeps the process', () => {
    const { proc, log, exit } = guarded()
    proc.emit('unhandledRejection', withCode('57P01'))
    proc.emit('uncaughtException', new Error('Connection terminated unexpectedly'), 'uncaughtException')
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect(exit).not.toHaveBeenCalled()
  })

  it('ends the process on any other uncaught error', () => {
    const { proc, log, exit } = guarded()
    proc.emit('uncaughtException', new TypeError('x is undefined'), 'uncaughtException')
    expect(log.fatal).toHaveBeenCalled()
    expect(exit).toHaveBeenCalledWith(1)
  })
})
