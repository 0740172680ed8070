import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { blocks, follows, mutedWords, userMutes, users } from '../../db/schema/users.ts'
import { type ExportSection, extensionOf } from '../../platform/contributions/export-sections.ts'

/**
 * The users module's part of a data export (issue 16), as plain JSON rows. The columns are named one
 * by one: never the password hash, nor anything of another person beyond their username.
 */
export async function exportProfileOf(db: Executor, userId: number): Promise<Record<string, unknown> | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT u.id, u.username, u.email, u.nickname, u.first_name, u.last_name, u.bio, u.avatar_url,
      u.banner_url, u.role, u.university_id, u.is_verified, u.is_private, u.created_at, u.updated_at
    FROM ${users} u WHERE u.id = ${userId} AND u.deleted_at IS NULL`,
  )
  return row ?? null
}

/** Who the person follows (or asked to), who follows them (or asks to), and whom they block. */
export async function exportGraphOf(db: Executor, userId: number) {
  // The other side of each row, by username; deleted accounts are left out.
  const others = (table: SQL, mine: SQL, theirs: SQL, fields: SQL) =>
    queryRows(
      db,
      sql`SELECT u.username, ${fields} FROM ${table} r JOIN ${users} u ON u.id = ${theirs}
      WHERE ${mine} = ${userId} AND u.deleted_at IS NULL ORDER BY r.created_at`,
    )
  const following = await others(
    sql`${follows}`,
    sql`r.follower_id`,
    sql`r.followee_id`,
    sql`r.status, r.created_at`,
  )
  const followers = await others(
    sql`${follows}`,
    sql`r.followee_id`,
    sql`r.follower_id`,
    sql`r.status, r.created_at`,
  )
  const blocked = await others(sql`${blocks}`, sql`r.blocker_id`, sql`r.blocked_id`, sql`r.created_at`)
  return { following, followers, blocked }
}

/** Muted accounts and muted words, expired ones included (they are still the person's rows). */
export async function exportMutesOf(db: Executor, userId: number) {
  const accounts = await queryRows(
    db,
    sql`SELECT u.username, m.created_at, m.expires_at FROM ${userMutes} m JOIN ${users} u ON u.id = m.muted_id
    WHERE m.muter_id = ${userId} AND u.deleted_at IS NULL ORDER BY m.created_at`,
  )
  const words = await queryRows(
    db,
    sql`SELECT w.phrase, w.created_at, w.expires_at FROM ${mutedWords} w
    WHERE w.user_id = ${userId} ORDER BY w.created_at`,
  )
  return { accounts, words }
}

/** The users module's section of an export: the account, its pictures, the follow graph, blocks, mutes. */
export const usersExportSection: ExportSection = {
  readme: [
    [
      'profile.json',
      'Your account: username, e-mail address, names, bio, role, university id,\nwhether it is verified and private, when it was created.',
    ],
    ['following.json', 'The accounts you follow (status accepted) or asked to follow (pending).'],
    ['followers.json', 'The accounts that follow you or ask to.'],
    ['blocks.json', 'The accounts you block.'],
    ['muted_accounts.json', 'The accounts you mute, with when the mute ends (null: until you unmute).'],
    ['muted_words.json', 'Your muted words, phrases and hashtags, with when each ends.'],
    ['media/profile/', 'Your profile picture and banner, if you have them.'],
  ],
  async write(ctx, userId, archive) {
    const profile = await exportProfileOf(ctx.db, userId)
    archive.json('profile.json', profile)
    for (const field of ['avatar', 'banner'] as const) {
      const path = profile?.[`${field}_url`]
      // A picture the store does not hold is left out without a warning (it may never have been ours).
      if (typeof path === 'string')
        await archive.media(`media/profile/${field}${extensionOf(path)}`, path, { optional: true })
    }
    const { following, followers, blocked } = await exportGraphOf(ctx.db, userId)
    const mutes = await exportMutesOf(ctx.db, userId)
    archive.json('following.json', following)
    archive.json('followers.json', followers)
    archive.json('blocks.json', blocked)
    archive.json('muted_accounts.json', mutes.accounts)
    archive.json('muted_words.json', mutes.words)
  },
}
