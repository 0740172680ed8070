import type { CommunityRole } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import { insertApplication, pendingNameTaken } from './communities.applications.repository.ts'
import { foldForSearch } from './communities.input.ts'
import { insertMembership } from './communities.members.repository.ts'
import { findCommunityIdByName, insertCommunity } from './communities.repository.ts'

/** Seeds for demo:seed and tests: trusted code, no permission checks. */

export interface SeedCommunity {
  universityId: number
  name: string
  description?: string
  /** Its ComAdmin (and creator). */
  adminId: number
  avatarUrl?: string | null
  bannerUrl?: string | null
}

export async function seedCommunity(db: Executor, input: SeedCommunity): Promise<number> {
  const now = new Date()
  const community = await insertCommunity(db, {
    universityId: input.universityId,
    name: input.name,
    description: input.description ?? '',
    createdBy: input.adminId,
    avatarUrl: input.avatarUrl ?? null,
    bannerUrl: input.bannerUrl ?? null,
  })
  await insertMembership(db, {
    communityId: community.id,
    userId: input.adminId,
    status: 'member',
    role: 'ComAdmin',
    at: now,
  })
  return community.id
}

/** A member with a role, or a pending request (role member). */
export async function seedMembership(
  db: Executor,
  communityId: number,
  userId: number,
  status: 'pending' | 'member' = 'member',
  role: CommunityRole = 'member',
): Promise<void> {
  await insertMembership(db, { communityId, userId, status, role, at: new Date() })
}

export async function seedApplication(
  db: Executor,
  input: {
    universityId: number
    applicantId: number
    communityName: string
    managerName: string
    managerEmail: string
    managerPhone: string
  },
): Promise<number | null> {
  if (await pendingNameTaken(db, input.universityId, foldForSearch(input.communityName))) return null
  return insertApplication(db, input)
}

/** The id of the community with this name at the university, if there is one. */
export function findSeededCommunity(
  db: Executor,
  universityId: number,
  name: string,
): Promise<number | null> {
  return findCommunityIdByName(db, universityId, foldForSearch(name))
}
