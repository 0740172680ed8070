import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { clonePostgresDatabase } from '../../test/database.ts'
import { makeUser } from '../../test/factories.ts'
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts'
import { openPostgres } from '../db/client.ts'
import { FACTORY_PASSWORD } from './passwords.ts'

/**
 * Issue 8, Faults: PostgreSQL dropping the server's connections (a restart, a failover, an admin's
 * pg_terminate_backend) in the middle of transactions must not end the process. The server runs as
 * `npm start` runs it, in a process of its own, so that a fault that would end it shows as an exit.
 */

const USERS = 10
/** Posts per user: under the posting throttle (30 per 10 minutes), so that no answer is a 429. */
const POSTS_PER_USER = 25
const WORKERS = 12
const ROUNDS = 12

describe.skipIf(!inject('postgresTemplate'))('a server whose database connections are killed', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresDatabase>>
  let server: ServerProcess
  let admin: pg.Client
  let tokens: string[]

  beforeAll(async () => {
    clone = await clonePostgresDatabase()
    const database = openPostgres(clone.url, 2)
    const users = await Promise.all(Array.from({ length: USERS }, () => makeUser({ database })))
    await database.close()
    server = await startServerProcess({ DATABASE_URL: clone.url })
    tokens = await Promise.all(users.map((user) => signIn(server.url, user.username)))
    admin = new pg.Client({ connectionString: inject('postgresTemplate') })
    await admin.connect()
  })

  afterAll(async () => {
    await admin?.end()
    await server?.stop()
    await clone?.drop()
  })

  it('answers 503 with Retry-After to the requests in flight, stays up and serves right after', async () => {
    const database = new URL(clone.url).pathname.slice(1)
    const answers: { status: number; retryAfter: string | null; body: string }[] = []
    let next = 0
    const worker = async () => {
      for (let i = next++; i < USERS * POSTS_PER_USER; i = next++) {
        const res = await createPost(server.url, tokens[i % USERS]!, `post ${i}`).catch((err: Error) => err)
        if (res instanceof Error) throw new Error(`request ${i} failed: ${res.message}\n${server.output()}`)
        answers.push({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.text(),
        })
      }
    }
    let killed = 0
    const terminator = async () => {
      for (let round = 0; round < ROUNDS; round++) {
        await sleep(60 + Math.random() * 80)
        const { rowCount } = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [database],
        )
        killed += rowCount ?? 0
      }
    }
    await Promise.all([...Array.from({ length: WORKERS }, worker), terminator()])

    expect(server.exited(), server.output()).toBeNull()
    expect(killed).toBeGreaterThan(0)
    const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 503)
    expect(unexpected, server.output()).toEqual([])
    const unavailable = answers.filter((a) => a.status === 503)
    for (const answer of unavailable) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0)
      expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String), code: 'database_unavailable' })
    }
    // The load met the terminations: some requests were cut off and most went through.
    expect(unavailable.length).toBeGreaterThan(0)
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThan(unavailable.length)

    // Right after, with no restart: reads and writes succeed.
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${tokens[0]}` } })
    expect(me.status).toBe(200)
    expect((await createPost(server.url, tokens[1]!, 'after the storm')).status).toBe(201)
    expect(server.exited()).toBeNull()
  }, 120_000)
})

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: FACTORY_PASSWORD }),
  })
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

function createPost(base: string, token: string, content: string): Promise<Response> {
  const form = new FormData()
  form.set('content', content)
  return fetch(`${base}/api/posts/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
