import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedEvent } from '../../src/modules/activities/index.ts'
import { insertSession } from '../../src/modules/auth/auth.repository.ts'
import { seedCommunity } from '../../src/modules/communities/index.ts'
import { seedPost } from '../../src/modules/posts/index.ts'
import { createUniversity } from '../../src/modules/universities/index.ts'
import { signAccessToken } from '../../src/platform/tokens.ts'
import { buildTestApp, type TestApp } from '../app.ts'
import { makeUser } from '../factories.ts'
import { problemOf } from './checks.ts'
import { bodyShape, type Doc } from './samples.ts'

/**
 * Issue 30: every integer a request carries (path, query, JSON body, form field) is range-checked, and
 * every date has a sane window, so out-of-range values answer 4xx in the error format, never 5xx. Unlike
 * the random fuzzer (openapi.fuzz.test.ts) this walks every operation and every parameter and field
 * deterministically, as a site admin of a university (who gets past the most access checks), with one
 * value changed at a time in an otherwise well-formed request.
 */

/** Integers past PostgreSQL's integer, bigint and JavaScript's safe range; and below them. */
const BAD_NUMBERS = [2_147_483_648, -2_147_483_649, 1e300]
/** The same as text, and days far in the past and future, as a query string or a text field carries them. */
const BAD_TEXTS = [
  '2147483648',
  '-99999999999999999999',
  '1900-01-01',
  '9999-12-31',
  '+275761-01-01T00:00:00Z',
]
/** Form fields of the multipart operations (posts, replies, quotes, comments). */
const FORM_FIELDS = [
  'university_id',
  'community_id',
  'quoted_status_id',
  'in_reply_to_id',
  'event_id',
  'date',
]
/** Fields of the bodies that document none (activities take a catch-all object). */
const LOOSE_FIELDS = [
  'date',
  'event_date',
  'deadline',
  'capacity',
  'audience_years',
  'time',
  'starts_at',
  'ends_at',
]

let t: TestApp
let adminId: number
let secret: string
const ids = new Map<string, number>()
beforeAll(async () => {
  t = await buildTestApp()
  secret = t.config.jwtSecret
  const db = t.database.db
  const university = await createUniversity(db, { name: 'Range University', domains: ['range.edu'] })
  const admin = await makeUser(t, { role: 'admin', universityId: university.id })
  adminId = admin.id
  const other = await makeUser(t, { universityId: university.id })
  const community = await seedCommunity(db, { universityId: university.id, name: 'Range club', adminId })
  const post = await seedPost(db, { userId: other.id, content: 'range' })
  const event = await seedEvent(db, {
    universityId: university.id,
    createdBy: adminId,
    title: 'Range day',
    description: 'd',
    date: '2030-01-01',
    time: '10:00',
    location: 'here',
  })
  for (const [name, id] of [
    ['university', university.id],
    ['user', other.id],
    ['community', community],
    ['post', post.id],
    ['event', event],
  ] as const)
    ids.set(name, id)
})
afterAll(() => t.close())

/** A known id for a path parameter, by what its path names (the first id made otherwise). */
function knownId(path: string): number {
  for (const [name, id] of ids) if (path.includes(name)) return id
  return ids.get('user')!
}

async function mint(): Promise<string> {
  const session = await insertSession(t.database.db, {
    userId: adminId,
    now: new Date(),
    userAgent: null,
    ip: null,
  })
  return signAccessToken(secret, { userId: adminId, sessionId: session.id }, new Date())
}

interface Sent {
  method: string
  url: string
  payload?: string
  contentType?: string
}

it('answers out-of-range integers and far dates in every parameter and field without a 5xx', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc
  const findings: string[] = []
  let sent = 0
  const token = await mint()
  const send = async (req: Sent) => {
    sent += 1
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (req.contentType) headers['content-type'] = req.contentType
    const res = await t.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers,
      payload: req.payload,
    })
    const problem = problemOf(res)
    if (problem)
      findings.push(`${req.method} ${req.url} ${req.payload ?? ''}: ${problem} ${res.body.slice(0, 200)}`)
  }
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase()
      // Signing out or deleting the admin would end the sweep's later requests early.
      if (method === 'DELETE' && path === '/api/users/me') continue
      const params = (op.parameters ?? []) as { in: string; name: string }[]
      const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name)
      const fill = (bad?: { name: string; value: string }) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          bad?.name === name
            ? encodeURIComponent(bad.value)
            : name === 'tag'
              ? 'range'
              : String(knownId(path)),
        )
      const shape = bodyShape(doc, op, knownId(path))
      const content = (op.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {}
      const json = shape ? JSON.stringify(shape.sample) : undefined
      const base = {
        method,
        ...(json === undefined ? {} : { payload: json, contentType: 'application/json' }),
      }
      for (const name of pathNames)
        for (const value of BAD_TEXTS.slice(0, 3)) await send({ ...base, url: fill({ name, value }) })
      for (const p of params.filter((p) => p.in === 'query'))
        for (const value of BAD_TEXTS)
          await send({ ...base, url: `${fill()}?${p.name}=${encodeURIComponent(value)}` })
      if (method === 'GET' || method === 'DELETE') continue
      const url = fill()
      if (shape) {
        for (const [name, kind] of Object.entries(shape.fields)) {
          const values =
            kind === 'integer' ? BAD_NUMBERS : kind === 'string' ? BAD_TEXTS : [...BAD_NUMBERS, ...BAD_TEXTS]
          for (const value of values)
            await send({
              method,
              url,
              contentType: 'application/json',
              payload: JSON.stringify({ ...shape.sample, [name]: value }),
            })
        }
      } else if (Object.keys(content).length > 0) {
        for (const name of LOOSE_FIELDS)
          for (const value of [...BAD_NUMBERS, ...BAD_TEXTS])
            await send({
              method,
              url,
              contentType: 'application/json',
              payload: JSON.stringify(looseBody(name, value)),
            })
      } else {
        for (const name of FORM_FIELDS)
          for (const value of BAD_TEXTS)
            await send({ method, url, ...form({ content: 'range', [name]: value }) })
      }
    }
  }
  expect(sent).toBeGreaterThan(1000)
  expect(findings).toEqual([])
}, 300_000)

/** A body an activity add or edit accepts, with `name` set to `value`. */
function looseBody(name: string, value: unknown): Record<string, unknown> {
  return {
    title: 'Range day',
    description: 'd',
    content: 'c',
    date: '2030-01-01',
    time: '10:00',
    location: 'here',
    [name]: value,
  }
}

function form(fields: Record<string, string>): { payload: string; contentType: string } {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--rg\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return { payload: `${parts.join('')}--rg--\r\n`, contentType: 'multipart/form-data; boundary=rg' }
}
