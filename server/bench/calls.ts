import type pg from 'pg'
import { get, signIn } from './bench-server.ts'
import type { Call } from './measure.ts'

/** How many viewers the requests rotate over. */
const VIEWERS = 20

/**
 * What the bench reads data with: a pg client on PostgreSQL, PGlite itself or a session of the
 * embedded database (src/db/session.ts); each answers rows.
 */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

/** The feed pages of the mix (mixed.ts) and of the full run, in this order. */
export const FEED_CALLS = ['Following, page 1', 'Following, page 10', 'For You, page 1', 'For You, page 10']

/**
 * Following and For You, pages 1 and 10, for each viewer's token (page 10 from the viewer's own
 * cursor, read through pages 1 to 9). Not checked here: the callers read every call before timing it.
 */
export async function feedCalls(base: string, tokens: string[]): Promise<Record<string, Call[]>> {
  const pageTen = async (tab: string) =>
    Promise.all(
      tokens.map(async (token) => {
        let after = ''
        for (let page = 1; page < 10; page++) {
          const body = (await get(base, `/api/feed?tab=${tab}&limit=25${after}`, token)) as {
            next_after: string
          }
          after = `&after=${body.next_after}`
        }
        return { path: `/api/feed?tab=${tab}&limit=25${after}`, token }
      }),
    )
  return {
    'Following, page 1': tokens.map((token) => ({ path: '/api/feed?tab=following&limit=25', token })),
    'Following, page 10': await pageTen('following'),
    'For You, page 1': tokens.map((token) => ({ path: '/api/feed?tab=for_you&limit=25', token })),
    'For You, page 10': await pageTen('for_you'),
  }
}

/**
 * What each measurement requests, rotating over twenty typical viewers (about the median number of
 * follows, members of a university) and their cursors, so that no single cache line serves all.
 */
export async function prepareCalls(client: pg.Client, base: string): Promise<Record<string, Call[]>> {
  const viewers = await findViewers(client)
  const tokens = await Promise.all(viewers.map((v) => signIn(base, v.username)))
  const { rows: posts } = await client.query<{ id: number }>(
    `SELECT id FROM posts WHERE deleted_at IS NULL AND in_reply_to_id IS NULL AND repost_of_id IS NULL
       AND replies_count BETWEEN 3 AND 30 ORDER BY id DESC LIMIT ${VIEWERS}`,
  )
  const { rows: tags } = await client.query<{ name: string }>(
    'SELECT name FROM hashtags ORDER BY posts_count DESC LIMIT 10',
  )
  const { rows: events } = await client.query<{ id: number; university_id: number }>(
    `SELECT id, university_id FROM events WHERE deleted_at IS NULL AND id % 10 = 0 ORDER BY id LIMIT ${VIEWERS}`,
  )
  const { rows: homes } = await client.query<{ university_id: number }>(
    `SELECT university_id FROM users WHERE username = ANY($1) ORDER BY id`,
    [viewers.map((v) => v.username)],
  )
  // The biggest community of each viewer's university: the pages people open most.
  const { rows: communities } = await client.query<{ id: number }>(
    `SELECT (SELECT c.id FROM communities c WHERE c.university_id = h.university_id ORDER BY c.id LIMIT 1) AS id
     FROM unnest($1::int[]) AS h(university_id)`,
    [homes.map((h) => h.university_id)],
  )
  const calls: Record<string, Call[]> = {
    ...(await feedCalls(base, tokens)),
    'Post page': posts.map((p, i) => ({ path: `/api/posts/${p.id}`, token: tokens[i % tokens.length]! })),
    'Hashtag posts': tags.map((t, i) => ({
      path: `/api/feed/hashtags/${encodeURIComponent(t.name)}/posts?limit=20`,
      token: tokens[i % tokens.length]!,
    })),
    'University events (100)': homes.map((h, i) => ({
      path: `/api/universities/${h.university_id}/events?skip=0&limit=100`,
      token: tokens[i]!,
    })),
    'University announcements (100)': homes.map((h, i) => ({
      path: `/api/universities/${h.university_id}/academics?skip=0&limit=100`,
      token: tokens[i]!,
    })),
    'Upcoming events': tokens.map((token) => ({ path: '/api/universities/upcoming-events?limit=5', token })),
    'Event page': events.map((e, i) => ({ path: `/api/events/${e.id}`, token: tokens[i % tokens.length]! })),
    'Communities, popular (50)': tokens.map((token) => ({
      path: '/api/communities/?tab=popular&limit=50',
      token,
    })),
    'Communities, my university (50)': tokens.map((token) => ({
      path: '/api/communities/?tab=university&limit=50',
      token,
    })),
    'Community page': communities.map((c, i) => ({ path: `/api/communities/${c.id}`, token: tokens[i]! })),
    'Community posts': communities.map((c, i) => ({
      path: `/api/communities/${c.id}/posts?limit=20`,
      token: tokens[i]!,
    })),
    'Community members (100)': communities.map((c, i) => ({
      path: `/api/communities/${c.id}/members?skip=0&limit=100`,
      token: tokens[i]!,
    })),
  }
  // Every request must succeed before it is timed: a fast 404 would flatter the figures.
  for (const [name, list] of Object.entries(calls)) {
    for (const call of list)
      await get(base, call.path, call.token).catch((err: Error) => {
        throw new Error(`${name}: ${err.message}`)
      })
  }
  return calls
}

/** The twenty viewers: members of a university, public, with about the median number of follows. */
export async function findViewers(client: Queryable): Promise<{ id: number; username: string }[]> {
  const { rows } = await client.query(
    `SELECT u.id, u.username FROM users u JOIN follows f ON f.follower_id = u.id AND f.status = 'accepted'
     WHERE u.university_id IS NOT NULL AND NOT u.is_private
     GROUP BY u.id HAVING count(*) BETWEEN 130 AND 170 ORDER BY u.id LIMIT ${VIEWERS}`,
  )
  return rows as { id: number; username: string }[]
}

export async function signInViewers(client: pg.Client, base: string): Promise<string[]> {
  return Promise.all((await findViewers(client)).map((v) => signIn(base, v.username)))
}
