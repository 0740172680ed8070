import autocannon from 'autocannon'
import pg from 'pg'
import { startServer } from './bench-server.ts'
import { signInViewers } from './calls.ts'
import { cpuPerRequest, cpuSnapshot } from './cpu.ts'

// Where a request's CPU goes: server (Node), PostgreSQL backends and the load generator, per request.
// `node --import tsx bench/probe-cpu.ts '/api/users/me,/api/feed?tab=following'` on a quiet machine.
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agora_bench'
const client = new pg.Client(url)
await client.connect()
const { child, url: base } = await startServer(url)
const tokens = await signInViewers(client, base)
const paths = (process.argv[2] ?? '/api/users/me,/api/feed?tab=following').split(',')
for (const path of paths) {
  for (const round of [0, 1]) {
    const before = cpuSnapshot(child.pid)
    const self0 = process.cpuUsage()
    const r = await autocannon({
      url: base + path,
      connections: 10,
      duration: round === 0 ? 3 : 10,
      requests: tokens.map((t) => ({ method: 'GET', path, headers: { authorization: `Bearer ${t}` } })),
    })
    if (round === 0) continue
    const n = r.requests.total
    const cpu = cpuPerRequest(before, cpuSnapshot(child.pid), n)
    const c = process.cpuUsage(self0)
    const self = (c.user + c.system) / 1000
    console.log(
      `${path}: ${Math.round(n / 10)} req/s; per request ms: node ${cpu.serverMs.toFixed(2)}, postgres ${cpu.postgresMs.toFixed(2)}, autocannon ${(self / n).toFixed(2)}; ${r.non2xx} non-2xx`,
    )
  }
}
child.kill()
await client.end()
