import type { Executor } from '../../db/client.ts'
import type { EventBus } from '../../platform/event-bus.ts'
import type { CommunityRow, MemberPreviewRow } from './communities.repository.ts'

/**
 * The popular tab's pages (GET /communities/?tab=popular with no search), kept a few seconds per
 * instance (issue 32). Everything on such a page but the viewer's standing is the same for every
 * reader: which communities, their rows, the total, their first three members and their universities'
 * names. Reading those took four statements and 50 cards' worth of rows a request; the viewer's
 * standing (is_member, role, abilities) is still read live for each request.
 *
 * What a reader could notice, and why they do not:
 * - their own join, leave, request or role change: every community event (on every instance, the bus
 *   being Redis in a cluster) forgets the kept pages, so counts and first members are read again;
 * - an account deleted: `user.deleted` forgets them too (a first member may have gone);
 * - another person's new username or avatar among the first members: waits at most KEEP_MS.
 *
 * Per instance and per database handle (tests run several apps in one process).
 */
export const KEEP_MS = 10_000

/** The reader-independent part of a page of communities. */
export interface SharedPage {
  rows: CommunityRow[]
  total: number
  firsts: Map<number, MemberPreviewRow[]>
  universityNames: Map<number, string>
}

interface Entry {
  at: number
  page: SharedPage
}

const kept = new WeakMap<Executor, Map<string, Entry>>()

const keyOf = (page: { skip: number; limit: number }) => `${page.skip}:${page.limit}`

export function keptPopularPage(
  db: Executor,
  page: { skip: number; limit: number },
  nowMs: number,
): SharedPage | undefined {
  const entry = kept.get(db)?.get(keyOf(page))
  return entry && nowMs - entry.at >= 0 && nowMs - entry.at < KEEP_MS ? entry.page : undefined
}

export function keepPopularPage(
  db: Executor,
  page: { skip: number; limit: number },
  shared: SharedPage,
  nowMs: number,
): void {
  let map = kept.get(db)
  if (!map) {
    map = new Map()
    kept.set(db, map)
  }
  // Only a few pages are ever asked (the tab pages by 20 or 50): bounded all the same.
  if (map.size >= 64) map.clear()
  map.set(keyOf(page), { at: nowMs, page: shared })
}

/** Events after which no kept page may be served: memberships, communities, deleted accounts. */
const FORGET_ON = [
  'community.joined',
  'community.left',
  'community.member_removed',
  'community.member_banned',
  'community.role_changed',
  'community.created',
  'community.updated',
  'community.deleted',
  'user.deleted',
] as const

/** Forgets this handle's kept pages whenever one of FORGET_ON is heard (every instance hears it). */
export async function forgetPopularPagesOnChange(db: Executor, events: EventBus): Promise<void> {
  for (const channel of FORGET_ON) await events.subscribe(channel, () => kept.delete(db))
}
