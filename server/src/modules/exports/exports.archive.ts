import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { type ExportArchive, exportSections } from '../../platform/contributions/export-sections.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { findUser } from '../users/index.ts'
import { exportReadme } from './exports.readme.ts'

/**
 * Builds the ZIP of one person's data (issue 16) from the sections the owning modules contribute
 * (platform/contributions/export-sections.ts), in the order they were contributed: README.txt, then
 * each section's JSON files and media. Null when the account is gone. JSON is deflated; media (already
 * compressed images and video) are stored as they are.
 */
export async function buildExportArchive(ctx: ServiceContext, userId: number): Promise<Buffer | null> {
  const user = await findUser(ctx.db, userId)
  if (!user || user.deletedAt) return null
  const sections = ctx.ports.contributions(exportSections).map(([, section]) => section)
  const zip = zipWriter()
  let missing = false
  const archive: ExportArchive = {
    json(name, value) {
      zip.add(name, Buffer.from(`${JSON.stringify(value, null, 2)}\n`), true)
    },
    async media(name, path, options) {
      const bytes = await ctx.media.read(path)
      if (bytes) zip.add(name, bytes, false)
      else if (!options?.optional) missing = true
      return bytes !== null
    },
  }
  zip.add('README.txt', Buffer.from(exportReadme(sections)), true)
  for (const section of sections) await section.write(ctx, userId, archive)
  if (missing) ctx.log.warn({ userId }, 'a media file of an export was missing')
  return zip.finish()
}

interface ZipWriter {
  add(name: string, bytes: Uint8Array, compress: boolean): void
  finish(): Promise<Buffer>
}

/** fflate's streaming writer, collecting the archive's chunks as they come. */
function zipWriter(): ZipWriter {
  const chunks: Uint8Array[] = []
  let failed: Error | null = null
  let resolveDone: (value: Buffer) => void = () => {}
  let rejectDone: (err: Error) => void = () => {}
  const done = new Promise<Buffer>((resolve, reject) => {
    resolveDone = resolve
    rejectDone = reject
  })
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      failed = err
      rejectDone(err)
      return
    }
    chunks.push(chunk)
    if (final) resolveDone(Buffer.concat(chunks))
  })
  return {
    add(name, bytes, compress) {
      if (failed) throw failed
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name)
      zip.add(file)
      file.push(bytes, true)
    },
    finish() {
      zip.end()
      return done
    },
  }
}
