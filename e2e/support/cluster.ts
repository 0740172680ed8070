import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { cliOn, freshDatabase, type Instance, startInstance, stopInstance } from './instances.ts'

/**
 * The cluster of docs/deploy.md on one machine: two instances of the compiled server behind HAProxy
 * (Debian's package), sharing one PostgreSQL database, one Redis and an S3-protocol server (s3rver,
 * in this process). `npm run test:cluster` drives it through the balancer.
 */
export interface Cluster {
  /** The balancer's address: what people would open. */
  url: string
  instances: [Instance, Instance]
  database: string
  redis: string
  /** HAProxy's view of each server, from its stats page: 'UP', 'DOWN' and the transitions. */
  serverStatus(name: 'a' | 'b'): Promise<string>
  stop(): Promise<void>
}

const BUCKET = 'agora-cluster'
/** The Redis database number the cluster test owns (0 is everyone else's). */
const REDIS_DB = 7
const KEY = 'S3RVER'

export async function startCluster(databaseUrl: string, sharedRedisUrl: string): Promise<Cluster> {
  const work = mkdtempSync(join(tmpdir(), 'agora-cluster-'))
  // A Redis database of its own, emptied: the throttle counters of an earlier run (kept by user id,
  // and the fresh database numbers its users the same way) must not count against this one.
  const redis = new URL(sharedRedisUrl)
  redis.pathname = `/${REDIS_DB}`
  const redisUrl = redis.toString()
  const flushed = spawnSync('redis-cli', ['-u', redisUrl, 'FLUSHDB'], { encoding: 'utf8' })
  if (flushed.status !== 0) throw new Error(`redis-cli FLUSHDB failed: ${flushed.stderr}`)
  const s3Port = await freePort()
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    silent: true,
    directory: join(work, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await s3.run()
  const s3Env = {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
  }
  const database = await freshDatabase(databaseUrl, 'agora_cluster')
  // Migrated once before the instances start, as docs/deploy.md's upgrade order says.
  cliOn(database, redisUrl, 'db:migrate')
  const [portA, portB, front, stats] = await Promise.all([freePort(), freePort(), freePort(), freePort()])
  const instances: [Instance, Instance] = await Promise.all([
    startInstance(database, redisUrl, portA, s3Env),
    startInstance(database, redisUrl, portB, s3Env),
  ])
  const config = join(work, 'haproxy.cfg')
  writeFileSync(config, haproxyConfig(front, stats, portA, portB))
  const haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'inherit', 'inherit'] })
  const url = `http://127.0.0.1:${front}`
  await waitFor(async () => (await fetch(`${url}/api/ready`)).ok, haproxy, 'the balancer to serve')
  const statsUrl = `http://127.0.0.1:${stats}/stats;csv`
  const serverStatus = async (name: 'a' | 'b') => {
    const csv = await (await fetch(statsUrl)).text()
    const row = csv.split('\n').find((line) => line.startsWith(`instances,${name},`))
    // The 18th column of HAProxy's CSV is the status.
    return row?.split(',')[17] ?? 'missing'
  }
  return {
    url,
    instances,
    database,
    redis: redisUrl,
    serverStatus,
    stop: async () => {
      haproxy.kill('SIGTERM')
      await Promise.all(instances.map((i) => stopInstance(i)))
      await s3.close()
      rmSync(work, { recursive: true, force: true })
    },
  }
}

/**
 * HAProxy as docs/deploy.md describes it: readiness checked every second, out after two failures;
 * a refused connection retried on the other instance; sockets allowed an hour; a stats page in CSV.
 */
function haproxyConfig(front: number, stats: number, a: number, b: number): string {
  return `global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option redispatch
  retries 2
frontend agora
  bind 127.0.0.1:${front}
  option forwardfor
  default_backend instances
frontend stats
  bind 127.0.0.1:${stats}
  stats enable
  stats uri /stats
backend instances
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  server a 127.0.0.1:${a} check
  server b 127.0.0.1:${b} check
`
}

async function waitFor(ok: () => Promise<boolean>, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`waiting for ${what}: it exited with ${child.exitCode}`)
    if (await ok().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`waiting for ${what}: not within 30 s`)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
