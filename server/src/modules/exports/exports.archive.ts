import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import type { ServiceContext } from '../../platform/service-context.ts'
import { exportAttendedEventsOf } from '../activities/index.ts'
import { exportMessagesOf } from '../chats/index.ts'
import { exportMembershipsOf } from '../communities/index.ts'
import { exportNotificationsOf } from '../notifications/index.ts'
import { type ExportedPost, exportPostsOf, exportReactionsOf } from '../posts/index.ts'
import { exportGraphOf, exportMutesOf, exportProfileOf } from '../users/index.ts'
import { EXPORT_README } from './exports.readme.ts'

/**
 * Builds the ZIP of one person's data (issue 16) from what each owning module lends through its face:
 * JSON files, the media of their posts and comments under media/, and README.txt. Null when the
 * account is gone. JSON is deflated; media (already compressed images and video) are stored as they are.
 */
export async function buildExportArchive(ctx: ServiceContext, userId: number): Promise<Buffer | null> {
  const profile = await exportProfileOf(ctx.db, userId)
  if (!profile) return null
  const archive = zipWriter()
  const { posts, comments } = await exportPostsOf(ctx.db, userId)
  const copied = [
    ...(await copyMedia(ctx, archive, posts, 'posts')),
    ...(await copyMedia(ctx, archive, comments, 'comments')),
  ]
  for (const [field, path] of [
    ['avatar_url', profile.avatar_url],
    ['banner_url', profile.banner_url],
  ] as const) {
    const bytes = typeof path === 'string' ? await ctx.media.read(path) : null
    if (bytes)
      archive.add(`media/profile/${field.replace('_url', '')}${extensionOf(path as string)}`, bytes, false)
  }
  const { likes, saves } = await exportReactionsOf(ctx.db, userId)
  const { following, followers, blocked } = await exportGraphOf(ctx.db, userId)
  const mutes = await exportMutesOf(ctx.db, userId)
  const files: Record<string, unknown> = {
    'profile.json': profile,
    'posts.json': posts,
    'comments.json': comments,
    'likes.json': likes,
    'saves.json': saves,
    'following.json': following,
    'followers.json': followers,
    'blocks.json': blocked,
    'muted_accounts.json': mutes.accounts,
    'muted_words.json': mutes.words,
    'communities.json': await exportMembershipsOf(ctx.db, userId),
    'events_attending.json': await exportAttendedEventsOf(ctx.db, userId),
    'messages.json': await exportMessagesOf(ctx.db, userId),
    'notifications.json': await exportNotificationsOf(ctx.db, userId),
  }
  archive.add('README.txt', Buffer.from(EXPORT_README), true)
  for (const [name, value] of Object.entries(files)) {
    archive.add(name, Buffer.from(`${JSON.stringify(value, null, 2)}\n`), true)
  }
  if (copied.some((missing) => missing)) ctx.log.warn({ userId }, 'a media file of an export was missing')
  return archive.finish()
}

/**
 * Copies each post's media into media/<folder>/<post id>-<n>.<ext> and notes that name on the item
 * (`file_in_zip`); a file the store no longer has is noted as null. Answers one flag per missing file.
 */
async function copyMedia(
  ctx: ServiceContext,
  archive: ZipWriter,
  posts: ExportedPost[],
  folder: string,
): Promise<boolean[]> {
  const missing: boolean[] = []
  for (const post of posts) {
    for (const [n, item] of post.media.entries()) {
      const bytes = await ctx.media.read(item.file_path)
      const name = bytes ? `media/${folder}/${post.id}-${n + 1}${extensionOf(item.file_path)}` : null
      if (bytes && name) archive.add(name, bytes, false)
      Object.assign(item, { file_in_zip: name })
      missing.push(!bytes)
    }
  }
  return missing
}

function extensionOf(path: string): string {
  const match = /\.[a-z0-9]{1,8}$/i.exec(path)
  return match ? match[0].toLowerCase() : ''
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
