import sharp from 'sharp'
import {
  findUser,
  findUserForSignIn,
  seedBlock,
  seedFollowRequest,
  seedProfile,
} from '../modules/users/index.ts'
import type { MediaStore } from '../platform/media-store.ts'
import { CliError, type CommandContext } from './command.ts'
import {
  DEMO_ADMINS,
  DEMO_BLOCKS,
  DEMO_FOLLOW_REQUESTS,
  DEMO_PRIVATE,
  DEMO_PROFILES,
  DEMO_STUDENTS,
} from './demo-data.ts'
import type { Tally } from './demo-seed-posts.ts'

/** Two colours per avatar, picked by the person's place in the list: the same on every installation. */
const AVATAR_COLOURS: [number, number, number][] = [
  [231, 76, 60],
  [52, 152, 219],
  [46, 204, 113],
  [155, 89, 182],
  [241, 196, 15],
  [26, 188, 156],
  [230, 126, 34],
  [52, 73, 94],
]

/**
 * Bios, a few nicknames, avatars and private accounts, then follow requests and a block. A profile
 * that already has a bio (seeded before, or written by its owner) is left as it is.
 */
export async function seedDemoProfiles({ db, out, media }: CommandContext, tally: Tally): Promise<void> {
  const people = [...DEMO_ADMINS, ...DEMO_STUDENTS]
  const idOf = async (username: string) => {
    const user = await findUserForSignIn(db, username)
    if (!user) throw new CliError(`The demo user ${username} was not seeded`)
    return user.id
  }
  let profiles = 0
  for (const [i, p] of people.entries()) {
    const id = await idOf(p.username)
    const profile = DEMO_PROFILES[p.username]
    if (!profile || (await findUser(db, id))?.bio !== null) continue
    const avatarUrl = await saveAvatar(
      media,
      AVATAR_COLOURS[i % AVATAR_COLOURS.length]!,
      AVATAR_COLOURS[(i + 3) % AVATAR_COLOURS.length]!,
    )
    const isPrivate = DEMO_PRIVATE.includes(p.username)
    if (await seedProfile(db, id, { ...profile, isPrivate, avatarUrl })) profiles++
    else await media.remove(avatarUrl)
  }
  let requests = 0
  for (const [from, to] of DEMO_FOLLOW_REQUESTS) {
    if (await seedFollowRequest(db, await idOf(from), await idOf(to))) requests++
  }
  let blocks = 0
  for (const [blocker, blocked] of DEMO_BLOCKS) {
    if (await seedBlock(db, await idOf(blocker), await idOf(blocked))) blocks++
  }
  const planned = people.length + DEMO_FOLLOW_REQUESTS.length + DEMO_BLOCKS.length
  tally.created += profiles + requests + blocks
  tally.skipped += planned - profiles - requests - blocks
  out(
    `  ${profiles} profiles filled (${DEMO_PRIVATE.length} private accounts), ${people.length - profiles} already had one`,
  )
  out(
    `  ${requests} follow requests and ${blocks} block created, ${planned - people.length - requests - blocks} already there`,
  )
}

/** A diagonal two-colour gradient, 256 px square, as a JPEG in the media store. */
async function saveAvatar(media: MediaStore, from: number[], to: number[]): Promise<string> {
  const size = 256
  const pixels = Buffer.alloc(size * size * 3)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size)
      for (let c = 0; c < 3; c++)
        pixels[(y * size + x) * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t)
    }
  }
  const bytes = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
  return media.save(bytes, 'jpg')
}
