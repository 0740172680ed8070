import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { communityApplications } from '../../db/schema/communities.ts'
import { userCardJson } from '../users/index.ts'
import type { UserCard } from './communities.members.repository.ts'

/** The application wizard's requests. */

const a = communityApplications
export type ApplicationRecord = typeof a.$inferSelect
export type ApplicationRow = ApplicationRecord & { applicant: UserCard | null }

const selection = {
  id: a.id,
  universityId: a.universityId,
  applicantId: a.applicantId,
  communityName: a.communityName,
  managerName: a.managerName,
  managerEmail: a.managerEmail,
  managerPhone: a.managerPhone,
  status: a.status,
  reason: a.reason,
  communityId: a.communityId,
  createdAt: a.createdAt,
  decidedAt: a.decidedAt,
  applicant: sql<UserCard | null>`${userCardJson(sql`${a.applicantId}`)}`,
}

export async function insertApplication(db: Executor, values: typeof a.$inferInsert): Promise<number> {
  const [row] = await db.insert(a).values(values).returning({ id: a.id })
  return row!.id
}

export async function findApplication(
  db: Executor,
  id: number,
  lock = false,
): Promise<ApplicationRow | null> {
  const q = db.select(selection).from(a).where(eq(a.id, id))
  const rows = lock ? await q.for('update') : await q
  return rows[0] ?? null
}

export async function listApplications(
  db: Executor,
  filter: { status?: ApplicationRecord['status']; applicantId?: number },
  page: { skip: number; limit: number },
): Promise<ApplicationRow[]> {
  return db
    .select(selection)
    .from(a)
    .where(
      and(
        filter.status ? eq(a.status, filter.status) : undefined,
        filter.applicantId === undefined ? undefined : eq(a.applicantId, filter.applicantId),
      ),
    )
    .orderBy(desc(a.id))
    .offset(page.skip)
    .limit(page.limit)
}

/** A pending application for this folded name at this university (names are unique there too). */
export async function pendingNameTaken(
  db: Executor,
  universityId: number,
  foldedTerm: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.universityId, universityId),
        eq(a.status, 'pending'),
        sql`lower(translate(${a.communityName}, 'İIıÇĞÖŞÜÂÎÛ', 'iiiçğöşüâîû')) = ${foldedTerm}`,
      ),
    )
    .limit(1)
  return rows.length > 0
}

export async function decideApplication(
  db: Executor,
  id: number,
  values: { status: 'approved' | 'rejected'; reason: string | null; communityId: number | null; at: Date },
): Promise<void> {
  await db
    .update(a)
    .set({
      status: values.status,
      reason: values.reason,
      communityId: values.communityId,
      decidedAt: values.at,
    })
    .where(eq(a.id, id))
}
