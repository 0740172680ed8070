import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CliError, type Command, reasonOf, rootCause } from './cli/command.ts'
import { dbMigrate } from './cli/db-migrate.ts'
import { demoSeed } from './cli/demo-seed.ts'
import { digestSend } from './cli/digest-send.ts'
import { feedRebuild } from './cli/feed-rebuild.ts'
import { mediaCleanup } from './cli/media-cleanup.ts'
import { mediaVariants } from './cli/media-variants.ts'
import { type Progress, type ProgressStream, startProgress } from './cli/progress.ts'
import { searchReindex } from './cli/search-reindex.ts'
import { stats } from './cli/stats.ts'
import { universityCreate } from './cli/university-create.ts'
import { userCreate } from './cli/user-create.ts'
import { userRole } from './cli/user-role.ts'
import { loadConfig } from './config.ts'
import { type Database, openDatabase } from './db/client.ts'
import { createMediaStore } from './deps.ts'
import type { MediaStore } from './platform/media-store.ts'

/** Management commands: `npm run cli -- <command> [options]` (DESIGN.md section 4). */
const COMMANDS: Command[] = [
  userCreate,
  userRole,
  universityCreate,
  demoSeed,
  dbMigrate,
  stats,
  feedRebuild,
  searchReindex,
  mediaCleanup,
  mediaVariants,
  digestSend,
]

export interface CliIo {
  out(line: string): void
  err(line: string): void
  /** The environment that picks the database (DATA_DIR, DATABASE_URL); process.env by default. */
  env?: NodeJS.ProcessEnv
  /** Tests hand in a database of their own, which the CLI then neither migrates nor closes. */
  database?: Database
  /** Tests hand in the media store of their DATA_DIR; else the one of the environment's DATA_DIR. */
  media?: MediaStore
  /** Where long commands draw their progress; process.stderr by default, so that stdout stays the report. */
  progress?: ProgressStream
}

/** Runs one command and answers the exit code: 0 done, 1 bad input or refused (one line on err). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    printHelp(io.out)
    return name === undefined ? 1 : 0
  }
  const command = COMMANDS.find((c) => c.name === name)
  let database: Database | undefined
  let ownMedia: ReturnType<typeof createMediaStore> | undefined
  const bars: Progress[] = []
  try {
    if (!command) throw new CliError(`Unknown command "${name}"; \`npm run cli -- help\` lists the commands`)
    const work = command.prepare(args)
    database = io.database ?? (await openServerDatabase(io.env ?? process.env))
    // The server's store: the bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise.
    const media = io.media ?? createMediaStore(loadConfig(io.env ?? process.env))
    if (media !== io.media) ownMedia = media
    await work({
      db: database.db,
      kind: database.kind,
      out: io.out,
      media,
      config: () => loadConfig(io.env ?? process.env),
      progress: (label, total) => {
        const bar = startProgress(io.progress ?? process.stderr, label, total)
        bars.push(bar)
        return bar
      },
    })
    return 0
  } catch (err) {
    // A bar that a failure left open ends first (at the count reached), so the reason gets a line of its own.
    for (const bar of bars) bar.finish()
    io.err(`error: ${reasonOf(err)}`)
    return 1
  } finally {
    if (database && database !== io.database) await database.close()
    ownMedia?.close?.()
  }
}

/** The server's own database: the embedded one in DATA_DIR, or DATABASE_URL, migrated like at start. */
async function openServerDatabase(env: NodeJS.ProcessEnv): Promise<Database> {
  const config = loadConfig(env)
  const database = await openDatabase(config)
  try {
    await database.migrate()
    return database
  } catch (err) {
    await database.close().catch(() => {})
    throw new CliError(`Cannot open the database: ${rootCause(err)}`)
  }
}

function printHelp(out: (line: string) => void): void {
  out('Usage: npm run cli -- <command> [options]')
  out('')
  for (const c of COMMANDS) {
    out(`  ${c.name} ${c.usage}`.trimEnd())
    out(`      ${c.summary}`)
  }
  out('  help')
  out('      Show this list')
  out('')
  out('Commands work on the same DATA_DIR or DATABASE_URL as the server. On the embedded database')
  out('(no DATABASE_URL) stop the server first: only one process can hold it.')
}

function isEntryPoint(): boolean {
  const script = process.argv[1]
  if (!script) return false
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

if (isEntryPoint()) {
  const code = await runCli(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  })
  process.exit(code)
}
