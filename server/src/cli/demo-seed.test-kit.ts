import { afterAll, beforeAll, expect } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { runCliOn, signInAs } from '../../test/cli.ts'
import { queryRows } from '../db/client.ts'
import { DEMO_PASSWORD } from './demo-data.ts'

/**
 * One app seeded by demo:seed for a test file (demo-seed.test.ts and demo-seed.content.test.ts), over a
 * university that existed before, with the helpers both files read it with.
 */
export function useSeededDemo() {
  const demo = {
    t: undefined as unknown as TestApp,
    first: undefined as unknown as Awaited<ReturnType<typeof runCliOn>>,
    run: (...argv: string[]) => runCliOn(demo.t, ...argv),
    count: async (table: string) =>
      (await queryRows<{ n: number }>(demo.t.database.db, `select count(*)::int as n from ${table}`))[0]!.n,
    signIn: async (username: string) => {
      const { status, me } = await signInAs(demo.t, username, DEMO_PASSWORD)
      expect(status).toBe(200)
      return me
    },
    /** GET as a demo person: the answer's JSON. */
    readerAs: async (username: string) => {
      const { body } = await demo.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password: DEMO_PASSWORD }).toString(),
      })
      const headers = { authorization: `Bearer ${JSON.parse(body).access_token}` }
      return async (url: string) => (await demo.t.app.inject({ method: 'GET', url, headers })).json()
    },
  }
  beforeAll(async () => {
    demo.t = await buildTestApp()
    // Something already there: the seed must leave it and go on.
    await demo.run(
      'university:create',
      '--name',
      'MIDDLE EAST technical university',
      '--domain',
      'metu.edu.tr',
    )
    demo.first = await demo.run('demo:seed')
  })
  afterAll(() => demo.t.close())
  return demo
}
