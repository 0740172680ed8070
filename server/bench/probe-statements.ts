import { readFileSync, statSync } from 'node:fs'
import pg from 'pg'
import { openPostgres } from '../src/db/client.ts'
import { get, startServer } from './bench-server.ts'
import { signInViewers } from './calls.ts'

// Every statement of one request with its parse, bind and execute times, from PostgreSQL's own log
// (log_min_duration_statement = 0 on the bench database for the length of the probe):
// `node --import tsx bench/probe-statements.ts '/api/communities/?tab=popular&limit=50'` on a quiet
// machine. POSTGRES_LOG names the server's log file (Debian's by default).
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agora_bench'
const logFile = process.env.POSTGRES_LOG ?? '/var/log/postgresql/postgresql-15-main.log'
const path = process.argv[2] ?? '/api/users/me'
// The bench database at this checkout's schema, as the full run leaves it.
const migrating = openPostgres(url, 1)
await migrating.migrate()
await migrating.close()
const client = new pg.Client(url)
await client.connect()
const database = (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db
await client.query(`ALTER DATABASE "${database}" SET log_min_duration_statement = 0`)
try {
  // Sessions opened from now on log every statement: the server starts after the setting.
  const { child, url: base } = await startServer(url)
  try {
    const [token] = await signInViewers(client, base)
    for (let i = 0; i < 3; i++) await get(base, path, token!)
    const from = statSync(logFile).size
    const started = performance.now()
    await get(base, path, token!)
    console.log(`${path}: ${(performance.now() - started).toFixed(1)} ms as the client saw it`)
    const lines = readFileSync(logFile, 'utf8').slice(from).split('\n')
    let total = 0
    for (const line of lines) {
      const m = /duration: ([\d.]+) ms\s+(parse|bind|execute|statement)\s*([^:]*):\s*(.*)$/.exec(line)
      if (!m) continue
      total += Number(m[1])
      const [, ms = '', phase = '', name = '', text = ''] = m
      console.log(`${ms.padStart(8)} ms  ${phase.padEnd(9)} ${name.padEnd(24)} ${text.slice(0, 110)}`)
    }
    console.log(`${total.toFixed(2)} ms in PostgreSQL in all`)
  } finally {
    child.kill()
  }
} finally {
  await client.query(`ALTER DATABASE "${database}" RESET log_min_duration_statement`)
  await client.end()
}
