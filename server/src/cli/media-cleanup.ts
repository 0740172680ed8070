import { type Db, queryRows } from '../db/client.ts'
import { MEDIA_KEY, MEDIA_URL_PREFIX, mediaStem, type StoredMedia } from '../platform/media-store.ts'
import { type Command, type CommandContext, parseOptions } from './command.ts'

/** An upload younger than this may still be on its way into a post or a profile: never removed. */
const MIN_AGE_MS = 60 * 60 * 1000
/** Rows read per statement. */
const BATCH = 10_000

/**
 * Every column that holds a stored file's path (db/schema): post media, the pictures of people,
 * universities and communities, the banners of events and announcements, and link cards' images. Chats
 * carry no files.
 * This reads several modules' tables: a sweep of the whole store against the whole database is the
 * one place where that is the point, like `stats`.
 */
const REFERENCES: { table: string; columns: string[] }[] = [
  { table: 'post_media', columns: ['file_path'] },
  { table: 'users', columns: ['avatar_url', 'banner_url'] },
  { table: 'universities', columns: ['avatar_url', 'banner_url'] },
  { table: 'communities', columns: ['avatar_url', 'banner_url'] },
  { table: 'events', columns: ['banner_url'] },
  { table: 'announcements', columns: ['banner_url'] },
  { table: 'link_cards', columns: ['image_path'] },
]

/** The key at the end of a stored path, whichever prefix (/static/uploads/ or a bucket's public URL) it has. */
const KEY_AT_END = new RegExp(`(${MEDIA_KEY.source.slice(1, -1)})$`)

/**
 * `media:cleanup [--dry-run]`: removes the uploaded files that no row refers to and that are older than
 * an hour (docs/deploy.md): an upload whose post failed, a picture whose removal failed. The files are
 * listed first and the references read after, so a row made meanwhile still keeps its file. Safe to
 * run again at any time, also with the server running.
 */
export const mediaCleanup: Command = {
  name: 'media:cleanup',
  usage: '[--dry-run]',
  summary:
    'Remove uploaded files that nothing refers to and that are older than an hour (--dry-run: only count them)',
  prepare(args) {
    const o = parseOptions(args, { 'dry-run': { type: 'boolean' } })
    const dryRun = o['dry-run'] === true

    return async (ctx) => {
      const cutoff = Date.now() - MIN_AGE_MS
      const { old, stored, recent } = await listOldFiles(ctx, cutoff)
      const referenced = await referencedKeys(ctx)
      // A narrower copy of an image (issue 31) is kept as long as its original is referenced.
      const orphans = old.filter((f) => !referenced.has(mediaStem(f.path.slice(MEDIA_URL_PREFIX.length))))
      const bytes = orphans.reduce((sum, f) => sum + f.size, 0)
      const what = `${count(orphans.length)} files (${size(bytes)}) that nothing refers to`
      const kept = `of ${count(stored)} stored; ${count(recent)} younger than an hour left alone`
      if (dryRun) {
        ctx.out(`Would remove ${what}, ${kept}. Run without --dry-run to remove them.`)
        return
      }
      const bar = ctx.progress('removing', orphans.length)
      for (const file of orphans) {
        await ctx.media.remove(file.path)
        bar.advance()
      }
      bar.finish()
      ctx.out(`Removed ${what}, ${kept}.`)
    }
  },
}

async function listOldFiles(
  { media, progress }: CommandContext,
  cutoff: number,
): Promise<{ old: StoredMedia[]; stored: number; recent: number }> {
  const bar = progress('listing files', null)
  const old: StoredMedia[] = []
  let stored = 0
  for await (const file of media.list()) {
    stored++
    if (file.modifiedAt.getTime() < cutoff) old.push(file)
    bar.advance()
  }
  bar.finish()
  return { old, stored, recent: stored - old.length }
}

/** The keys, less their extensions, of every stored path the database holds, a batch of rows at a time. */
async function referencedKeys({ db, progress }: CommandContext): Promise<Set<string>> {
  const filled = ({ columns }: { columns: string[] }) =>
    `(${columns.map((c) => `${c} IS NOT NULL`).join(' OR ')})`
  let total = 0
  for (const ref of REFERENCES) total += await rowCount(db, ref.table, filled(ref))
  const bar = progress('reading references', total)
  const keys = new Set<string>()
  for (const ref of REFERENCES) {
    const { table, columns } = ref
    let after = 0
    for (;;) {
      const rows = await queryRows<Record<string, string | number | null>>(
        db,
        `SELECT id, ${columns.join(', ')} FROM ${table} WHERE id > ${after} AND ${filled(ref)}
         ORDER BY id LIMIT ${BATCH}`,
      )
      for (const row of rows) {
        for (const column of columns) {
          const key = typeof row[column] === 'string' ? KEY_AT_END.exec(row[column])?.[1] : undefined
          if (key) keys.add(mediaStem(key))
        }
      }
      bar.advance(rows.length)
      const last = rows.at(-1)
      if (rows.length < BATCH || !last) break
      after = Number(last.id)
    }
  }
  bar.finish()
  return keys
}

async function rowCount(db: Db, table: string, where: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`)
  return row?.n ?? 0
}

function count(n: number): string {
  return n.toLocaleString('en')
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`
}
