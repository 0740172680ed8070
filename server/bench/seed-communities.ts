import type pg from 'pg'
import { seedCommunities as writeCommunities } from '../src/cli/large-seed/index.ts'
import { SCALE, stepLog } from './seed.ts'

type Log = (line: string) => void

/** True once the communities are there (added to an older seed too). */
export async function hasCommunities(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM communities')
  return rows[0]!.n > 0
}

/** Communities (issue 11) of the bench universities: src/cli/large-seed/communities.ts. */
export async function seedCommunities(client: pg.ClientBase, log: Log): Promise<void> {
  await writeCommunities(client, stepLog(log), SCALE)
  await client.query('ANALYZE communities, community_memberships, posts')
}
