import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { mutedWords, userMutes } from '../../db/schema/users.ts'

/**
 * SQL fragments over the mutes, for the reads that leave muted content out (the posts module's
 * feeds, hashtag pages and search; the notifications module's writes). A mute applies while its
 * expires_at is null or ahead of now(): an expired row changes nothing, with no job to remove it.
 * The viewer is a value, a placeholder (prepared statements) or a column of the outer query.
 */
type Id = number | Placeholder | SQL

const running = (expiresAt: SQL) => sql`(${expiresAt} IS NULL OR ${expiresAt} > now())`

/** True when `muterId` has muted `mutedId` (a mute still running). */
export function activeMute(muterId: Id, mutedId: Id): SQL {
  return sql`EXISTS (SELECT 1 FROM ${userMutes} WHERE ${userMutes.muterId} = ${muterId}
    AND ${userMutes.mutedId} = ${mutedId} AND ${running(sql`${userMutes.expiresAt}`)})`
}

/**
 * `ARRAY(SELECT muted_id ...)`: the accounts the viewer mutes now. With a value or placeholder for the
 * viewer PostgreSQL computes it once per statement (an init plan), so a feed tests each row against
 * a small array instead of probing the table per row.
 */
export function mutedAccountIds(viewerId: Id): SQL {
  return sql`ARRAY(SELECT ${userMutes.mutedId} FROM ${userMutes}
    WHERE ${userMutes.muterId} = ${viewerId} AND ${running(sql`${userMutes.expiresAt}`)})`
}

/**
 * True when `text` (a column of the outer query) holds one of the viewer's muted words or hashtags:
 * the patterns of users.mutes.text.ts over its folded form. Like mutedAccountIds the patterns are read
 * once per statement, and a viewer who mutes no word pays no folding.
 */
export function mutesText(viewerId: Id, text: SQL): SQL {
  const patterns = sql`ARRAY(SELECT ${mutedWords.pattern} FROM ${mutedWords}
    WHERE ${mutedWords.userId} = ${viewerId} AND ${running(sql`${mutedWords.expiresAt}`)})`
  return sql`(cardinality(${patterns}) > 0 AND agora_fold(coalesce(${text}, '')) ~ ANY(${patterns}))`
}
