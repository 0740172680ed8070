import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { load } from './measure.ts'
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'bench/serve.ts'], { env: { ...process.env, BENCH_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/agora_bench' }, stdio: ['ignore', 'pipe', 'inherit'] })
let base = ''
for await (const line of createInterface({ input: child.stdout! })) { const m = /^listening (\d+)$/.exec(line); if (m) { base = `http://127.0.0.1:${m[1]}`; break } }
const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=bench_12&password=' + encodeURIComponent((await import('../src/platform/passwords.ts')).FACTORY_PASSWORD) })
const token = (await res.json()).access_token
const r = await load(base, 'following', [{ path: '/api/feed?tab=following&limit=25', token }], { seconds: 10, connections: 10 })
console.log(r)
child.kill('SIGINT')
await new Promise((r) => child.on('exit', r))
