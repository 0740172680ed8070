import { sql } from 'drizzle-orm'
import { openPostgres, queryRows } from '../src/db/client.ts'
import { findFollowingIds } from '../src/modules/posts/posts.feed.repository.ts'

// Compares the Following query with a plain reference on the bench data and times it (not part of the bench).
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agora_bench'
const database = openPostgres(url, 1)
const db = database.db
const viewers = Array.from({ length: 40 }, (_, i) => 37 + i * 491)
let mismatches = 0
for (const v of viewers) {
  let before: number | null = null
  for (let page = 0; page < 3; page++) {
    const got = await findFollowingIds(db, v, before, 25)
    const ref = await queryRows<{ id: number }>(
      db,
      sql`SELECT p.id FROM posts p WHERE p.in_reply_to_id IS NULL AND p.id < ${before ?? 2147483647}
        AND (p.user_id = ${v} OR p.user_id IN (SELECT followee_id FROM follows WHERE follower_id = ${v} AND status = 'accepted'))
        AND EXISTS (SELECT 1 FROM posts WHERE posts.id = p.id AND ${(await import('../src/modules/posts/posts.visibility.ts')).visiblePostsPredicate(v)})
        ORDER BY p.id DESC LIMIT 25`,
    )
    if (JSON.stringify(got) !== JSON.stringify(ref.map((r) => r.id))) mismatches++
    before = got.at(-1) ?? null
    if (before === null) break
  }
}
console.log(`mismatches: ${mismatches}`)
for (let round = 0; round < 3; round++) {
  const started = performance.now()
  for (let i = 0; i < 5; i++) for (const v of viewers) await findFollowingIds(db, v, null, 25)
  console.log(`round ${round}: ${((performance.now() - started) / 200).toFixed(2)} ms per page`)
}
await database.close()
