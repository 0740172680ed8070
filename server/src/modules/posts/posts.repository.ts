import type { LinkCard } from '@agora/contract'
import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { prepared, withFlatRows } from '../../db/prepared.ts'
import { postLikes, postMedia, postMentions, postSaves, posts } from '../../db/schema/posts.ts'
import { linkCardJson } from '../links/index.ts'
import type { PublicUserRow } from '../users/index.ts'
import { blockedEitherWay, publicUserJson, usernameOf } from '../users/index.ts'
import type { ReplyGate } from './posts.policy.ts'
import { type GraphPoll, pollJson } from './posts.polls.repository.ts'
import { gateOf, replyGateColumns } from './posts.reply-gate.ts'
import { visiblePostsPredicate } from './posts.visibility.ts'

/** Reads of the posts module: what loadPosts hydrates from, and the lists it hydrates. */

export type PostRow = typeof posts.$inferSelect
/** A row with the answer of the visibility predicate for the viewer it was read for. */
export type LoadedPostRow = PostRow & { visible: boolean }
export type MediaRow = typeof postMedia.$inferSelect

/** A row of the post graph: the post, its author, media and mentions, and the viewer's flags on it. */
export type GraphRow = LoadedPostRow & {
  author: PublicUserRow | null
  media:
    | Pick<
        MediaRow,
        | 'id'
        | 'kind'
        | 'filePath'
        | 'originalFilename'
        | 'width'
        | 'height'
        | 'altText'
        | 'variantWidths'
        | 'placeholder'
      >[]
    | null
  /** Mentioned users in text order. */
  mentionedUsers: { id: number; username: string | null }[] | null
  liked: boolean
  saved: boolean
  reposted: boolean
  /** The gate of the post's thread, for the viewer (posts.reply-gate.ts). */
  replyGate: ReplyGate
  /** The card of its link (issue 31), or null. */
  linkCard: LinkCard | null
  /** Its poll with the viewer's choices (issue 31), or null. */
  poll: GraphPoll | null
}

/**
 * A column of the outer posts row, spelled out: drizzle writes a select list's columns without their
 * table in a one-table query, and a bare "id" inside a sub-select would mean the sub-select's own id.
 */
const outer = (column: 'id' | 'user_id' | 'link_card_id'): SQL => sql.raw(`"posts"."${column}"`)

/**
 * The posts with these ids and everything a Post answer embeds, in one statement (the feed calls this
 * for every page): the originals of reposts and the quoted posts (level 1), the posts those quote
 * (level 2) and the parents of all of them (in_reply_to); for each, whether the viewer may see it, its
 * author, media, mentioned users and the viewer's like, save and live repost. The caller decides what
 * to drop. Correlated sub-selects are index lookups, a few per row, on a few dozen rows.
 */
export async function findPostGraph(
  db: Executor,
  viewerId: number | null,
  ids: number[],
): Promise<GraphRow[]> {
  if (ids.length === 0) return []
  let query = graphQueries.get(db)
  if (!query) {
    query = prepareGraphQuery(db)
    graphQueries.set(db, query)
  }
  // No user has id 0, so a null viewer sees what the predicate shows to anyone: published posts.
  const rows: (Omit<GraphRow, 'replyGate'> & Parameters<typeof gateOf>[0] & { replyGate?: ReplyGate })[] =
    await query.execute({ viewer: viewerId ?? 0, ids })
  // Set in place: a copy of each 40-column row costs more than the sub-select it replaces.
  for (const row of rows) row.replyGate = gateOf(row)
  return rows as GraphRow[]
}

/**
 * The graph query is the feed's hot path: prepared once per database handle (each PostgreSQL
 * connection then parses and plans it once), with the ids as one array parameter so that the text
 * never changes with their number.
 */
const graphQueries = new WeakMap<Executor, ReturnType<typeof prepareGraphQuery>>()

function prepareGraphQuery(db: Executor) {
  const viewer = sql.placeholder('viewer')
  // Each level read once, with its parents' ids: l0 the page, l1 the originals and quoted posts, l2
  // the posts those quote.
  const wanted = sql`
    WITH l0 AS (
      SELECT id, repost_of_id, quoted_status_id, in_reply_to_id FROM posts
      WHERE id = ANY(${sql.placeholder('ids')}::int[])
    ),
    l1 AS (
      SELECT id, quoted_status_id, in_reply_to_id FROM posts
      WHERE id IN (SELECT repost_of_id FROM l0 UNION ALL SELECT quoted_status_id FROM l0)
    ),
    l2 AS (SELECT id, in_reply_to_id FROM posts WHERE id IN (SELECT quoted_status_id FROM l1))
    SELECT id FROM l0 UNION ALL SELECT in_reply_to_id FROM l0
    UNION ALL SELECT id FROM l1 UNION ALL SELECT in_reply_to_id FROM l1
    UNION ALL SELECT id FROM l2 UNION ALL SELECT in_reply_to_id FROM l2`
  const viewerHas = (table: typeof postLikes | typeof postSaves) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${table} t WHERE t.user_id = ${viewer} AND t.post_id = ${outer('id')})`
  const selection = {
    ...getTableColumns(posts),
    visible: sql<boolean>`${visiblePostsPredicate(viewer)}`,
    author: sql<PublicUserRow | null>`${publicUserJson(outer('user_id'))}`,
    media: sql<GraphRow['media']>`(
        SELECT json_agg(json_build_object('id', m.id, 'kind', m.kind, 'filePath', m.file_path,
          'originalFilename', m.original_filename, 'width', m.width, 'height', m.height,
          'altText', m.alt_text, 'variantWidths', m.variant_widths, 'placeholder', m.placeholder)
          ORDER BY m.position, m.id)
        FROM ${postMedia} m WHERE m.post_id = ${outer('id')})`,
    mentionedUsers: sql<GraphRow['mentionedUsers']>`(
        SELECT json_agg(json_build_object('id', pm.user_id, 'username', ${usernameOf(sql`pm.user_id`)})
          ORDER BY pm.position)
        FROM ${postMentions} pm WHERE pm.post_id = ${outer('id')})`,
    liked: viewerHas(postLikes),
    saved: viewerHas(postSaves),
    // `repost_of_id IS NOT NULL` lets the hashed form read the viewer's live reposts from
    // posts_one_repost_key instead of every post they ever wrote (1.3 ms for a 1,000-post author).
    reposted: sql<boolean>`EXISTS (SELECT 1 FROM posts r WHERE r.user_id = ${viewer}
        AND r.repost_of_id IS NOT NULL AND r.repost_of_id = ${outer('id')} AND r.deleted_at IS NULL)`,
    ...replyGateColumns(viewer),
    linkCard: linkCardJson(outer('link_card_id')),
    poll: pollJson(outer('id'), viewer),
  }
  return withFlatRows(
    db.select(selection).from(posts).where(sql`${posts.id} IN (${wanted})`).prepare('posts_graph'),
    selection,
  )
}

export async function findMediaOf(db: Executor, postIds: number[]): Promise<MediaRow[]> {
  if (postIds.length === 0) return []
  return db
    .select()
    .from(postMedia)
    .where(inArray(postMedia.postId, postIds))
    .orderBy(asc(postMedia.postId), asc(postMedia.position), asc(postMedia.id))
}

/** The row behind an id as the viewer sees it, or undefined when it does not exist. */
export async function findPostRow(
  db: Executor,
  viewerId: number | null,
  id: number,
): Promise<LoadedPostRow | undefined> {
  // A signed-in viewer's is prepared (every post page and action asks it; planning it cost 1.5 ms).
  const [row] =
    viewerId === null
      ? await db
          .select({ ...getTableColumns(posts), visible: sql<boolean>`${visiblePostsPredicate(null)}` })
          .from(posts)
          .where(eq(posts.id, id))
      : await prepared(db, 'post_row', (d) =>
          d
            .select({
              ...getTableColumns(posts),
              visible: sql<boolean>`${visiblePostsPredicate(sql`${sql.placeholder('viewer')}::int`)}`,
            })
            .from(posts)
            .where(sql`${posts.id} = ${sql.placeholder('id')}`)
            .prepare('post_row'),
        ).execute({ viewer: viewerId, id })
  return row
}

/**
 * Posts someone marked through `table` (their likes or saves) that the viewer may see, most recently
 * marked first.
 */
async function findMarkedPostIds(
  db: Executor,
  table: typeof postLikes | typeof postSaves,
  userId: number,
  viewerId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(table)
    .innerJoin(posts, eq(posts.id, table.postId))
    .where(and(eq(table.userId, userId), visiblePostsPredicate(viewerId)))
    .orderBy(desc(table.createdAt), desc(table.postId))
    .offset(page.skip)
    .limit(page.limit)
  return rows.map((r) => r.id)
}

/** The viewer's saved posts that they may still see, newest save first. */
export function findSavedPostIds(
  db: Executor,
  viewerId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  return findMarkedPostIds(db, postSaves, viewerId, viewerId, page)
}

/** The account's replies that the viewer may see, newest first, each with the post it answers. */
export async function findProfileReplies(
  db: Executor,
  viewerId: number,
  userId: number,
  page: { skip: number; limit: number },
): Promise<{ id: number; parentId: number }[]> {
  const rows = await db
    .select({ id: posts.id, parentId: sql<number>`${posts.inReplyToId}` })
    .from(posts)
    .where(
      and(eq(posts.userId, userId), sql`${posts.inReplyToId} IS NOT NULL`, visiblePostsPredicate(viewerId)),
    )
    .orderBy(desc(posts.id))
    .offset(page.skip)
    .limit(page.limit)
  return rows.map((r) => ({ id: r.id, parentId: Number(r.parentId) }))
}

/** Posts the account liked that the viewer may see, most recently liked first (the Liked tab). */
export function findLikedPostIds(
  db: Executor,
  viewerId: number,
  userId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  return findMarkedPostIds(db, postLikes, userId, viewerId, page)
}

/**
 * Of these accounts, those with no block either way with `userId`, in the order given: whom a post of
 * theirs may mention (a mention across a block stays plain text, so it reaches no one).
 */
export async function findUnblockedIds(db: Executor, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT candidate.id FROM unnest(ARRAY[${list}]) WITH ORDINALITY AS candidate(id, position)
      WHERE NOT ${blockedEitherWay(userId, sql`candidate.id`)} ORDER BY candidate.position`,
  )
  return rows.map((r) => r.id)
}
