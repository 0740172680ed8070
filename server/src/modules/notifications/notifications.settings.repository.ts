import type { NotificationType } from '@agora/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { communityBells, notificationSettings } from '../../db/schema/notifications.ts'

export interface SettingsRow {
  disabledTypes: NotificationType[]
  filterNotFollowing: boolean
  filterNotFollowers: boolean
  filterNewAccounts: boolean
}

const DEFAULTS: SettingsRow = {
  disabledTypes: [],
  filterNotFollowing: false,
  filterNotFollowers: false,
  filterNewAccounts: false,
}

export async function findSettings(db: Executor, userId: number): Promise<SettingsRow> {
  const [row] = await db
    .select({
      disabledTypes: notificationSettings.disabledTypes,
      filterNotFollowing: notificationSettings.filterNotFollowing,
      filterNotFollowers: notificationSettings.filterNotFollowers,
      filterNewAccounts: notificationSettings.filterNewAccounts,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
  return row ? { ...row, disabledTypes: row.disabledTypes as NotificationType[] } : DEFAULTS
}

export async function saveSettings(db: Executor, userId: number, row: SettingsRow, now: Date): Promise<void> {
  const values = { ...row, updatedAt: now }
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
}

export async function hasBell(db: Executor, userId: number, communityId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(communityBells)
    .where(and(eq(communityBells.userId, userId), eq(communityBells.communityId, communityId)))
  return rows.length > 0
}

export async function setBell(db: Executor, userId: number, communityId: number, on: boolean): Promise<void> {
  if (on) {
    await db.insert(communityBells).values({ userId, communityId }).onConflictDoNothing()
  } else {
    await db
      .delete(communityBells)
      .where(and(eq(communityBells.userId, userId), eq(communityBells.communityId, communityId)))
  }
}

/** `SELECT user_id ...` of those whose bell is on for the community (a value). */
export function bellHoldersSubquery(communityId: number) {
  return sql`SELECT ${communityBells.userId} FROM ${communityBells} WHERE ${communityBells.communityId} = ${communityId}`
}
