import {
  countImagesWithoutPlaceholder,
  listImagesWithoutPlaceholder,
  setLightImage,
} from '../modules/posts/index.ts'
import { saveLightImage } from '../platform/image-variants.ts'
import { type Command, parseOptions } from './command.ts'

/** Images listed per statement; each is then encoded on its own. */
const BATCH = 500

/**
 * `media:variants`: gives the post images uploaded before light images (issue 31) their narrower
 * WebP copies and their placeholder, as an upload gets them now. The server may keep running: an image
 * is shown from its original until its row is updated. Stopped part way, the images done are done,
 * so it can simply be run again; an image whose file is missing from the store is counted and skipped.
 */
export const mediaVariants: Command = {
  name: 'media:variants',
  usage: '',
  summary: 'Make the narrower copies and the placeholder of the post images uploaded without them',
  prepare(args) {
    parseOptions(args, {})
    return async ({ db, media, out, progress }) => {
      const bar = progress('images', await countImagesWithoutPlaceholder(db))
      let done = 0
      let copies = 0
      const missing: string[] = []
      const failed: string[] = []
      let after = 0
      for (;;) {
        const rows = await listImagesWithoutPlaceholder(db, after, BATCH)
        for (const row of rows) {
          const bytes = await media.read(row.filePath)
          if (!bytes) missing.push(row.filePath)
          else {
            try {
              const image = await saveLightImage(media, row.filePath, bytes)
              await setLightImage(db, row.id, image)
              done++
              copies += image.variantWidths.length
            } catch {
              failed.push(row.filePath)
            }
          }
          bar.advance()
        }
        const last = rows.at(-1)
        if (rows.length < BATCH || !last) break
        after = last.id
      }
      bar.finish()
      out(`Made the placeholders of ${count(done)} images and ${count(copies)} narrower copies`)
      if (missing.length > 0)
        out(`${count(missing.length)} images have no file in the store: ${list(missing)}`)
      if (failed.length > 0)
        out(
          `${count(failed.length)} images failed (not decodable, or the store refused a copy): ${list(failed)}`,
        )
    }
  },
}

function count(n: number): string {
  return n.toLocaleString('en')
}

/** The first few paths, enough to look into without flooding the terminal. */
function list(paths: string[]): string {
  return paths.length <= 5 ? paths.join(', ') : `${paths.slice(0, 5).join(', ')}, ...`
}
