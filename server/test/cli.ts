import type { Me } from '@agora/contract'
import { runCli } from '../src/cli.ts'
import type { TestApp } from './app.ts'

/**
 * Runs one CLI command in process on the test app's database: what it printed, its exit code, and the
 * lines of its progress (not a terminal: a plain line at each tenth and at the end of a step).
 */
export async function runCliOn(t: TestApp, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const written: string[] = []
  const code = await runCli(argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    database: t.database,
    media: t.media,
    progress: { isTTY: false, write: (text) => written.push(text) },
  })
  const progress = written
    .join('')
    .split('\n')
    .filter((l) => l !== '')
  return { code, out, err, progress }
}

/** Signs in through the API as a person would; the sign-in status and, when it worked, GET /auth/me. */
export async function signInAs(
  t: TestApp,
  username: string,
  password: string,
): Promise<{ status: number; me: Me | null }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  })
  if (res.statusCode !== 200) return { status: res.statusCode, me: null }
  const token = res.json().access_token as string
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: res.statusCode, me: me.json() }
}
