// `npm start` builds what is missing or older than its sources (the web app, the compiled server),
// then the server starts from server/dist (docs/deploy.md).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname

function newest(path) {
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  return Math.max(st.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Builds workspace `name` when `output` is missing or older than any of `sources` (relative to root). */
function ensure(name, output, sources, what) {
  const built = join(root, output)
  const paths = sources.map((p) => join(root, p)).filter(existsSync)
  if (existsSync(built) && Math.max(...paths.map(newest)) <= statSync(built).mtimeMs) return
  console.log(`agora: building ${what} (first start or sources changed)…`)
  const run = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

ensure(
  'web',
  'web/dist/index.html',
  ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'packages/contract/src'],
  'the web app',
)
ensure(
  'server',
  'server/dist/main.js',
  ['server/src', 'server/scripts/build.mjs', 'server/package.json', 'packages/contract/src'],
  'the server',
)
