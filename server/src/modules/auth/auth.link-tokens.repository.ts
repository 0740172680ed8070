import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { emailVerificationTokens, passwordResetTokens } from '../../db/schema/auth.ts'

/**
 * The tokens that mailed links carry: email verification and password reset. Both tables have the
 * same columns, and only the token's SHA-256 is stored, so a database leak opens no link.
 */

type LinkTokenTable = typeof emailVerificationTokens | typeof passwordResetTokens
export type LinkTokenRow = typeof emailVerificationTokens.$inferSelect

function linkTokens(table: LinkTokenTable) {
  return {
    async insert(
      db: Executor,
      values: { userId: number; tokenHash: string; now: Date; expiresAt: Date },
    ): Promise<void> {
      await db.insert(table).values({
        userId: values.userId,
        tokenHash: values.tokenHash,
        createdAt: values.now,
        expiresAt: values.expiresAt,
      })
    },

    async find(db: Executor, tokenHash: string): Promise<LinkTokenRow | undefined> {
      const [row] = await db.select().from(table).where(eq(table.tokenHash, tokenHash))
      return row
    },

    /** Marks every unused token of the user as used: using one link spends all the links sent. */
    async spendAll(db: Executor, userId: number, now: Date): Promise<void> {
      await db
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.userId, userId), isNull(table.usedAt)))
    },

    /** When the user's newest link was made, for a cooldown. */
    async latestAt(db: Executor, userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: table.createdAt })
        .from(table)
        .where(eq(table.userId, userId))
        .orderBy(desc(table.createdAt))
        .limit(1)
      return row?.createdAt ?? null
    },

    /** How many links the user was sent since `since` (the password reset's per-account bound). */
    async countSince(db: Executor, userId: number, since: Date): Promise<number> {
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.userId, userId), gt(table.createdAt, since)))
      return rows.length
    },
  }
}

export const verificationTokens = linkTokens(emailVerificationTokens)
export const resetTokens = linkTokens(passwordResetTokens)
