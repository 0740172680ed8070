import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'

/**
 * Authentication is the default (platform/auth.ts, requireAuthByDefault): an /api route is open to
 * strangers only when it says so. This list is every operation of the OpenAPI document a caller
 * without a token may reach; a new one fails here until it is added on purpose.
 */
const PUBLIC = [
  'GET /api/calendar/{file}',
  'GET /api/digests/unsubscribe',
  'GET /api/health',
  'GET /api/ready',
  'POST /api/auth/check-email',
  'POST /api/auth/check-username',
  'POST /api/auth/forgot-password',
  'POST /api/auth/login',
  'POST /api/auth/login/two-factor',
  'POST /api/auth/refresh',
  'POST /api/auth/register',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'POST /api/digests/unsubscribe',
  'POST /api/moderation/suspension',
  'POST /api/moderation/suspension/appeal',
]
/** Open to strangers, and the viewer's when a token comes along. */
const OPTIONAL = ['POST /api/auth/resend-verification']

interface Operation {
  security?: Record<string, string[]>[]
}

describe('who may call the API without a token', () => {
  let t: TestApp
  let operations: { name: string; path: string; method: string; op: Operation }[]
  beforeAll(async () => {
    t = await buildTestApp()
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>
    }
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        method,
        op,
      })),
    )
  })
  afterAll(() => t.close())

  it('documents every operation with its security, and opens only the listed ones', () => {
    expect(operations.length).toBeGreaterThan(150)
    expect(operations.filter((o) => !o.op.security).map((o) => o.name)).toEqual([])
    const open = (o: Operation) => (o.security ?? []).length === 0
    const optional = (o: Operation) => (o.security ?? []).some((s) => Object.keys(s).length === 0)
    expect(
      operations
        .filter((o) => open(o.op))
        .map((o) => o.name)
        .sort(),
    ).toEqual([...PUBLIC].sort())
    expect(operations.filter((o) => optional(o.op)).map((o) => o.name)).toEqual(OPTIONAL)
  })

  it('answers 401 to every other operation called without a token, before reading its input', async () => {
    const guarded = operations.filter((o) => !PUBLIC.includes(o.name) && !OPTIONAL.includes(o.name))
    const answers = await Promise.all(
      guarded.map(async (o) => {
        const url = o.path.replace(/\{[^}]+\}/g, '1')
        const res = await t.app.inject({ method: o.method.toUpperCase() as 'GET', url })
        return `${o.name} ${res.statusCode} ${res.statusCode === 401 ? res.json().code : ''}`
      }),
    )
    expect(answers.filter((a) => !a.endsWith(' 401 not_authenticated'))).toEqual([])
  })
})
