import { sql } from 'drizzle-orm'
import { openPostgres, queryRows } from '../src/db/client.ts'
import { findFollowingIds, findForYouCandidates } from '../src/modules/posts/posts.feed.repository.ts'
import { findNewestPostId } from '../src/modules/posts/posts.feed-snapshot.repository.ts'
import { loadPosts } from '../src/modules/posts/posts.hydration.service.ts'

// Times the feed's queries one by one on the bench data (a diagnostic beside `npm run bench`).
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agora_bench'
const database = openPostgres(url, 1)
const db = database.db
const viewers = Array.from({ length: 20 }, (_, i) => 37 + i * 491)

async function time(name: string, run: (viewer: number) => Promise<unknown>): Promise<void> {
  for (const v of viewers.slice(0, 3)) await run(v)
  const started = performance.now()
  for (const v of viewers) await run(v)
  console.log(`${name}: ${((performance.now() - started) / viewers.length).toFixed(2)} ms`)
}

const maxId = await findNewestPostId(db)
const hour = 3600 * 1000
await time('following ids', (v) => findFollowingIds(db, v, null, 25))
const communitiesOf = new Map<number, number[]>()
for (const v of viewers) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT community_id AS id FROM community_memberships WHERE user_id = ${v} AND status = 'member'`,
  )
  communitiesOf.set(
    v,
    rows.map((r) => r.id),
  )
}
await time('for you candidates', (v) =>
  findForYouCandidates(db, {
    viewerId: v,
    universityId: 1 + (v % 40),
    communityIds: communitiesOf.get(v) ?? [],
    maxId,
    since: new Date(Date.now() - 7 * 24 * hour),
    popularSince: new Date(Date.now() - 3 * 24 * hour),
  }),
)
await time('load 25 following posts', async (v) => {
  const ids = await findFollowingIds(db, v, null, 25)
  await loadPosts(db, { id: v, isVerified: true } as never, ids)
})
await database.close()
