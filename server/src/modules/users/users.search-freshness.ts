import type { Executor } from '../../db/client.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { findSearchablePeople, findSearchContext, type SearchableRow } from './users.search.repository.ts'
import type { SearchRelations } from './users.search-candidates.ts'
import { type IndexedPerson, PeopleIndex } from './users.search-index.ts'

/**
 * Keeps each instance's people index (users.search-index.ts) as current as the database, whoever
 * writes: every account row carries search_version, the next number of a sequence whenever a column
 * the index reads changes (migration 0035), and before each search the index reads the rows numbered
 * above what it has seen (one indexed read, usually of no row, in the prepared statement that reads
 * the viewer's relations). So a change shows in the next search on every instance, as the statement's
 * own rows did.
 *
 * A number is taken when a transaction writes, and the transaction may commit after one that took a
 * higher number: a read could see the higher one first. So each read starts from the highest number
 * seen LAG_MS earlier, not the highest seen, and reads the last seconds' changes again (applying an
 * entry is idempotent: the higher version wins).
 */
const LAG_MS = 10_000
/** Right after the full read, the numbers this far below its highest are read again for LAG_MS. */
const START_SLACK = 100
/** Past this many changes since the build, the index is built again (in the background). */
const REBUILD_AFTER = 2_000

interface Held {
  index: PeopleIndex
  versions: Map<number, number>
  /** The highest version seen, at times: the next read starts from the last one older than LAG_MS. */
  marks: { at: number; version: number }[]
  floor: number
  building: boolean
}

const held = new WeakMap<ServiceContext, Promise<Held>>()

function entryOf(row: SearchableRow): IndexedPerson | null {
  if (row.deleted || !row.is_verified) return null
  return {
    id: row.id,
    text: row.search_text,
    universityId: row.university_id,
    facultyId: row.faculty_id,
    departmentId: row.department_id,
    studyYear: row.study_year,
    isAlumni: row.is_alumni,
    suspendedUntil: row.suspended_until === null ? null : new Date(row.suspended_until).getTime(),
  }
}

function apply(state: Held, rows: SearchableRow[]): void {
  for (const row of rows) {
    const version = Number(row.search_version)
    if ((state.versions.get(row.id) ?? 0) >= version) continue
    state.versions.set(row.id, version)
    state.index.put(row.id, entryOf(row))
  }
}

async function load(db: Executor): Promise<Held> {
  const rows = await findSearchablePeople(db)
  const index = new PeopleIndex()
  const state: Held = { index, versions: new Map(), marks: [], floor: 0, building: false }
  let top = 0
  for (const row of rows) {
    const version = Number(row.search_version)
    top = Math.max(top, version)
    state.versions.set(row.id, version)
    const entry = entryOf(row)
    if (entry) index.people.set(row.id, entry)
  }
  await index.build()
  state.floor = Math.max(0, top - START_SLACK)
  state.marks.push({ at: Date.now(), version: top })
  return state
}

/**
 * The index of this context's database, brought up to date with the committed changes, and the
 * viewer's relations, read in the one statement that reads the changes.
 */
export async function currentPeopleIndex(
  ctx: ServiceContext,
  viewerId: number,
): Promise<{ index: PeopleIndex; relations: SearchRelations }> {
  let pending = held.get(ctx)
  if (!pending) {
    pending = load(ctx.db)
    held.set(ctx, pending)
    pending.catch(() => held.delete(ctx))
  }
  const state = await pending
  const now = Date.now()
  // The marks older than LAG_MS become the floor; the newest of them is where this read starts.
  while (state.marks.length > 0 && state.marks[0]!.at <= now - LAG_MS)
    state.floor = state.marks.shift()!.version
  const { changes: rows, ...relations } = await findSearchContext(ctx.db, viewerId, state.floor)
  apply(state, rows)
  const top = rows.reduce(
    (most, row) => Math.max(most, Number(row.search_version)),
    state.marks.at(-1)?.version ?? state.floor,
  )
  // One mark a second at most: the marks stay few, and the oldest ones age past LAG_MS.
  const last = state.marks.at(-1)
  if (last && now - last.at < 1000) last.version = Math.max(last.version, top)
  else state.marks.push({ at: now, version: top })
  if (state.index.recentCount > REBUILD_AFTER && !state.building) {
    state.building = true
    void state.index
      .build(() => new Promise((resolve) => setImmediate(resolve)))
      .finally(() => {
        state.building = false
      })
  }
  return { index: state.index, relations }
}
