import sharp from 'sharp'
import type { Executor } from '../db/client.ts'
import { countPostsBy, seedPost, seedReactions } from '../modules/posts/index.ts'
import { findUserForSignIn, insertFollow } from '../modules/users/index.ts'
import { saveLightImage } from '../platform/image-variants.ts'
import type { MediaStore } from '../platform/media-store.ts'
import { CliError, type CommandContext } from './command.ts'
import { DEMO_ADMINS, DEMO_STUDENTS, type DemoPerson } from './demo-data.ts'
import { DEMO_POSTS, DEMO_REPOSTS, type DemoImage } from './demo-posts.ts'

/** What a step adds to the final count. */
export interface Tally {
  created: number
  skipped: number
}

const HOUR_MS = 3_600_000

/**
 * Students follow everyone at their university, their university's admin and three people
 * elsewhere, so that Following has friends and For You has strangers; the site admin follows the
 * university admins. A follow already there is left alone.
 */
export async function seedDemoFollows({ db, out }: CommandContext, tally: Tally): Promise<void> {
  const ids = await demoUserIds(db)
  const pairs: [string, string][] = []
  for (const [i, s] of DEMO_STUDENTS.entries()) {
    for (const peer of DEMO_STUDENTS) {
      if (peer !== s && peer.university === s.university) pairs.push([s.username, peer.username])
    }
    const admin = DEMO_ADMINS.find((a) => a.role === 'UniAdmin' && a.university === s.university)
    if (admin) pairs.push([s.username, admin.username])
    for (const step of [4, 5, 9]) {
      const other = DEMO_STUDENTS[(i + step) % DEMO_STUDENTS.length]!
      if (other.university !== s.university) pairs.push([s.username, other.username])
    }
  }
  for (const a of DEMO_ADMINS.slice(1)) pairs.push(['admin', a.username], [a.username, 'admin'])
  let created = 0
  for (const [follower, followee] of pairs) {
    if (await insertFollow(db, idOf(ids, follower), idOf(ids, followee))) created++
  }
  tally.created += created
  tally.skipped += pairs.length - created
  out(`  ${created} follows created, ${pairs.length - created} already there`)
}

/**
 * The demo conversation (demo-posts.ts) at its times, with generated pictures saved through the
 * media store, then likes and saves spread by a fixed pseudo-random draw (the same on every
 * installation). Skipped as a whole once the demo users have posts: a second run must not double it.
 */
export async function seedDemoPosts({ db, out, media }: CommandContext, tally: Tally): Promise<void> {
  const ids = await demoUserIds(db)
  const existing = await countPostsBy(db, [...ids.values()])
  const planned = DEMO_POSTS.length + DEMO_REPOSTS.length
  if (existing > 0) {
    tally.skipped += planned
    out(`  skipped: the demo users already have ${existing} posts`)
    return
  }
  // One transaction: a run that fails half-way leaves no posts, so the next run does not skip them.
  const { images, reactions } = await db.transaction(async (tx) => writeConversation(tx, media, ids))
  tally.created += planned
  out(
    `  ${DEMO_POSTS.length} posts, replies and quotes (${images} with pictures) and ${DEMO_REPOSTS.length} reposts, ` +
      `${reactions.likes} likes and ${reactions.saves} saves`,
  )
}

/** The posts of the timeline, oldest first, then the reactions; pictures are counted for the report. */
async function writeConversation(db: Executor, media: MediaStore, ids: Map<string, number>) {
  const now = Date.now()
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS)
  const postIds = new Map<string, number>()
  const ref = (key: string) => {
    const id = postIds.get(key)
    if (id === undefined) throw new CliError(`Demo post "${key}" is referred to before it is written`)
    return id
  }
  let images = 0
  // Oldest first, so that ids grow with time as they do when people post.
  const timeline = [
    ...DEMO_POSTS.map((p) => ({ hoursAgo: p.hoursAgo, post: p, repost: null })),
    ...DEMO_REPOSTS.map((r) => ({ hoursAgo: r.hoursAgo, post: null, repost: r })),
  ].sort((a, b) => b.hoursAgo - a.hoursAgo)
  for (const { post, repost } of timeline) {
    if (repost) {
      await seedPost(db, {
        userId: idOf(ids, repost.by),
        repostOfId: ref(repost.of),
        createdAt: at(repost.hoursAgo),
      })
      continue
    }
    if (!post) continue
    const picture = post.image ? await savePicture(media, post.image, true) : null
    if (picture) images++
    const row = await seedPost(db, {
      userId: idOf(ids, post.author),
      content: post.text,
      createdAt: at(post.hoursAgo),
      inReplyToId: post.replyTo ? ref(post.replyTo) : undefined,
      quotedStatusId: post.quote ? ref(post.quote) : undefined,
      media: picture ? [picture] : [],
    })
    postIds.set(post.key, row.id)
  }
  const reactions = await seedDemoReactions(db, ids, postIds)
  return { images, reactions }
}

/** Likes favour the hackathon, festival and finals threads (they should trend); everyone saves a few. */
async function seedDemoReactions(
  db: Executor,
  ids: Map<string, number>,
  postIds: Map<string, number>,
): Promise<{ likes: number; saves: number }> {
  const random = mulberry32(2026)
  const people = [...ids.values()]
  let likes = 0
  let saves = 0
  for (const post of DEMO_POSTS) {
    const postId = postIds.get(post.key)!
    const others = people.filter((id) => id !== ids.get(post.author))
    const share = /#hackathon|#bahar|#final/i.test(post.text) ? 0.6 : 0.25
    likes += await seedReactions(
      db,
      'like',
      others.filter(() => random() < share),
      postId,
    )
    saves += await seedReactions(
      db,
      'save',
      others.filter(() => random() < 0.04),
      postId,
    )
  }
  return { likes, saves }
}

/** A demo picture in the store; `forPost`: with its narrower copies and placeholder, as an upload has them (issue 31). */
export async function savePicture(media: MediaStore, image: DemoImage, forPost = false) {
  const { width, height } = image
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2
      const o = (y * width + x) * 3
      for (let c = 0; c < 3; c++)
        pixels[o + c] = Math.round(image.from[c]! + (image.to[c]! - image.from[c]!) * t)
    }
  }
  const picture = sharp(pixels, { raw: { width, height, channels: 3 } })
  const png = image.name.endsWith('.png')
  const bytes = await (png ? picture.png() : picture.jpeg({ quality: 82 })).toBuffer()
  const filePath = await media.save(bytes, png ? 'png' : 'jpg')
  const light = forPost ? await saveLightImage(media, filePath, bytes) : {}
  return { kind: 'image' as const, filePath, originalFilename: image.name, width, height, ...light }
}

export async function demoUserIds(db: Executor): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const p of [...DEMO_ADMINS, ...DEMO_STUDENTS] as DemoPerson[]) {
    const user = await findUserForSignIn(db, p.username)
    if (user) ids.set(p.username, user.id)
  }
  return ids
}

function idOf(ids: Map<string, number>, username: string): number {
  const id = ids.get(username)
  if (id === undefined) throw new CliError(`The demo user ${username} was not seeded`)
  return id
}

/** A small seeded generator: the same demo reactions on every run and every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
