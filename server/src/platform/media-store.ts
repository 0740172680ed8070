import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { MediaReader } from './media-serving.ts'

/**
 * Where uploaded media live. Answers carry the returned path as it is (DESIGN.md section 4:
 * "/static/uploads/YYYY/MM/DD/<uuid>.<ext>"), whichever store holds the bytes.
 */
export interface MediaStore {
  /** Stores already-verified bytes under a new name; `ext` is the type decided from the bytes. */
  save(bytes: Buffer, ext: string): Promise<string>
  /**
   * Stores a narrower WebP copy of the file at `original` (issue 31) under the original's name with the
   * width added ("<uuid>.w400.webp"), so that it needs no column of its own and goes with the original.
   */
  saveVariant(original: string, width: number, bytes: Buffer): Promise<string>
  /**
   * Removes what `save` stored, with the variants `saveVariant` stored beside it; a path this store did
   * not make, or that is already gone, is left alone.
   */
  remove(path: string): Promise<void>
  /**
   * Every file `save` stored, in no particular order, as "/static/uploads/<key>" (which `remove` takes
   * from every store); anything else in the folder or bucket is not listed. For media:cleanup.
   */
  list(): AsyncIterable<StoredMedia>
  /** The bytes of a file `save` stored, or null when there is none (a data export copies media in). */
  read(path: string): Promise<Buffer | null>
  /**
   * Private files, never served at /static (data exports): under a key such as "exports/<uuid>.zip"
   * (PRIVATE_KEY), in a folder or prefix of their own.
   */
  putPrivate(key: string, bytes: Buffer): Promise<void>
  getPrivate(key: string): Promise<Buffer | null>
  /** A key that is malformed or already gone is left alone. */
  removePrivate(key: string): Promise<void>
  /**
   * Reads stored files for GET /static/uploads/*, where they are not files of a folder this process
   * serves itself (S3); absent for the disk store.
   */
  reader?: MediaReader
}

export interface StoredMedia {
  path: string
  size: number
  modifiedAt: Date
}

export const MEDIA_URL_PREFIX = '/static/uploads/'
const EXT = /^[a-z0-9]{1,8}$/
/**
 * The name of a stored file under the uploads prefix (or the public URL of a bucket):
 * YYYY/MM/DD/<uuid>.<ext>, or YYYY/MM/DD/<uuid>.w<width>.webp for a narrower copy (issue 31).
 */
export const MEDIA_KEY = /^\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}(?:\.w\d{1,4})?\.[a-z0-9]{1,8}$/
/** The widths an image is also stored in when it is wider (issue 31; docs/decisions.md, Light images). */
export const VARIANT_WIDTHS = [400, 800, 1600] as const
const ORIGINAL_END = /(\/[0-9a-f-]{36})\.[a-z0-9]{1,8}$/

/** The path of the `width` px copy of the stored file at `original`; null for a path that is not one. */
export function variantPath(original: string, width: number): string | null {
  if (!ORIGINAL_END.test(original) || !Number.isInteger(width) || width < 1 || width > 9999) return null
  return original.replace(ORIGINAL_END, `$1.w${width}.webp`)
}

/** The file's name without its extension and width, the same for an original and its copies. */
export function mediaStem(key: string): string {
  return key.replace(/(?:\.w\d{1,4})?\.[a-z0-9]{1,8}$/, '')
}

/** The original's path and its possible copies' paths, for removal. */
export function withVariants(path: string): string[] {
  const copies = VARIANT_WIDTHS.map((w) => variantPath(path, w))
  return [path, ...copies.filter((p): p is string => p !== null)]
}

/** The key of a private file: a folder name and a random name (data exports: "exports/<uuid>.zip"). */
export const PRIVATE_KEY = /^[a-z]{1,20}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/

/** The key of a file under `prefix` ("/static/uploads/" or a bucket's public URL), or null for any other path. */
export function mediaKeyOf(path: string, prefix: string = MEDIA_URL_PREFIX): string | null {
  if (!path.startsWith(prefix)) return null
  const key = path.slice(prefix.length)
  return MEDIA_KEY.test(key) ? key : null
}

/** A new key for bytes of type `ext`, filed under today's date (UTC). */
export function newMediaKey(ext: string, now: Date): string {
  const clean = ext.replace(/^\./, '').toLowerCase()
  if (!EXT.test(clean)) throw new Error(`Not a file extension: ${ext}`)
  return `${datedFolder(now)}/${randomUUID()}.${clean}`
}

/** Files under DATA_DIR/uploads, which app.ts serves at /static/uploads/. */
export function createDiskMediaStore(opts: { dataDir: string; now?: () => Date }): MediaStore {
  const root = join(opts.dataDir, 'uploads')
  const privateRoot = join(opts.dataDir, 'private')
  // The static route over it is registered at start, before the first upload.
  mkdirSync(root, { recursive: true })
  const now = opts.now ?? (() => new Date())
  return {
    async save(bytes, ext) {
      const relative = newMediaKey(ext, now())
      const file = join(root, relative)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, bytes, { flag: 'wx' })
      return MEDIA_URL_PREFIX + relative
    },
    async saveVariant(original, width, bytes) {
      const path = variantPath(original, width)
      const relative = path === null ? null : mediaKeyOf(path)
      if (!path || !relative) throw new Error(`Not a stored file: ${original}`)
      await writeFile(join(root, relative), bytes)
      return path
    },
    async remove(path) {
      if (!mediaKeyOf(path)) return
      for (const each of withVariants(path)) {
        const relative = mediaKeyOf(each)
        if (relative) await rm(join(root, relative), { force: true })
      }
    },
    list: () => listFolder(root),
    async read(path) {
      const relative = mediaKeyOf(path)
      return relative ? readOrNull(join(root, relative)) : null
    },
    async putPrivate(key, bytes) {
      const file = join(privateRoot, checkedPrivateKey(key))
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, bytes)
    },
    async getPrivate(key) {
      return PRIVATE_KEY.test(key) ? readOrNull(join(privateRoot, key)) : null
    },
    async removePrivate(key) {
      if (PRIVATE_KEY.test(key)) await rm(join(privateRoot, key), { force: true })
    },
  }
}

export function checkedPrivateKey(key: string): string {
  if (!PRIVATE_KEY.test(key)) throw new Error(`Not a private file key: ${key}`)
  return key
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw err
  }
}

const DATE_PART = [/^\d{4}$/, /^\d{2}$/, /^\d{2}$/]

/** The files under root/YYYY/MM/DD/ named as `save` names them, a folder at a time. */
async function* listFolder(root: string, parts: string[] = []): AsyncGenerator<StoredMedia> {
  const entries = await readdir(join(root, ...parts), { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    if (parts.length < DATE_PART.length) {
      if (entry.isDirectory() && DATE_PART[parts.length]!.test(entry.name))
        yield* listFolder(root, [...parts, entry.name])
      continue
    }
    const key = [...parts, entry.name].join('/')
    if (!entry.isFile() || !MEDIA_KEY.test(key)) continue
    const info = await stat(join(root, key)).catch(() => null)
    if (info) yield { path: MEDIA_URL_PREFIX + key, size: info.size, modifiedAt: info.mtime }
  }
}

/** UTC, so that every instance files an upload under the same day. */
function datedFolder(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`
}

/**
 * Removes the files of content that is gone (a deleted post, a deleted account), after its transaction
 * committed: nothing stays served by an old link. A failure is logged; the deletion itself stands.
 */
export async function removeMedia(
  media: MediaStore,
  paths: readonly (string | null)[],
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  for (const path of paths) {
    if (!path) continue
    await media.remove(path).catch((err: unknown) => log.error({ err, path }, 'removing a media file failed'))
  }
}
