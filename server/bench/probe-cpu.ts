import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import pg from 'pg'
import { startServer } from './bench-server.ts'
import { signInViewers } from './calls.ts'

// Where a request's CPU goes: server (Node), PostgreSQL backends and the load generator, per request.
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agora_bench'
const ticks = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return Number(f[11]) + Number(f[12])
}
const pgTicks = () =>
  execSync('pgrep -x postgres || pgrep postgres')
    .toString()
    .trim()
    .split('\n')
    .map(Number)
    .reduce((sum, pid) => {
      try {
        return sum + ticks(pid)
      } catch {
        return sum
      }
    }, 0)
const client = new pg.Client(url)
await client.connect()
const { child, url: base } = await startServer(url)
const tokens = await signInViewers(client, base)
const paths = (process.argv[2] ?? '/api/users/me,/api/feed?tab=following').split(',')
for (const path of paths) {
  for (const round of [0, 1]) {
    const s0 = ticks(child.pid!),
      p0 = pgTicks(),
      self0 = process.cpuUsage()
    const r = await autocannon({
      url: base + path,
      connections: 10,
      duration: round === 0 ? 3 : 10,
      requests: tokens.map((t) => ({ method: 'GET', path, headers: { authorization: `Bearer ${t}` } })),
    })
    if (round === 0) continue
    const n = r.requests.total
    const s = (ticks(child.pid!) - s0) * 10,
      p = (pgTicks() - p0) * 10
    const c = process.cpuUsage(self0),
      self = (c.user + c.system) / 1000
    console.log(
      `${path}: ${Math.round(n / 10)} req/s; per request ms: node ${(s / n).toFixed(2)}, postgres ${(p / n).toFixed(2)}, autocannon ${(self / n).toFixed(2)}; ${r.non2xx} non-2xx`,
    )
  }
}
child.kill()
await client.end()
