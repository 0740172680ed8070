// `npm start` builds the web app when it is missing or older than its sources, then the server starts.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const web = join(root, 'web')
const built = join(web, 'dist', 'index.html')

function newest(path) {
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  return Math.max(st.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../packages/contract/src']
  .map((p) => join(web, p))
  .filter(existsSync)
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs

if (stale) {
  console.log('agora: building the web app (first start or sources changed)…')
  const run = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
