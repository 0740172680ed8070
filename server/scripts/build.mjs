// Compiles the server for production (`npm run build -w server`, and `npm start` when it is missing or
// older than its sources): one ES module, server/dist/main.js, with the contract's TypeScript bundled
// in and every npm dependency left to node_modules; the migrations are copied beside it, where the
// compiled db/client finds them (MIGRATIONS_FOLDER is relative to the module). docs/deploy.md.
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const server = join(import.meta.dirname, '..')
const dist = join(server, 'dist')
const pkg = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'))
const external = Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`])

rmSync(dist, { recursive: true, force: true })
await build({
  entryPoints: [join(server, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
})
cpSync(join(server, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true })
console.log('agora: built server/dist/main.js')
