import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { twoFactorChallenges, twoFactorCredentials, twoFactorRecoveryCodes } from '../../db/schema/auth.ts'

export type TwoFactorCredentialRow = typeof twoFactorCredentials.$inferSelect
export type TwoFactorChallengeRow = typeof twoFactorChallenges.$inferSelect

export async function findTwoFactorCredential(
  db: Executor,
  userId: number,
): Promise<TwoFactorCredentialRow | undefined> {
  const [row] = await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId))
  return row
}

/** A new setup replaces an unfinished one; an enabled credential is never overwritten here. */
export async function saveTwoFactorSetup(
  db: Executor,
  values: { userId: number; secretCiphertext: string; now: Date },
): Promise<void> {
  await db
    .insert(twoFactorCredentials)
    .values({ userId: values.userId, secretCiphertext: values.secretCiphertext, createdAt: values.now })
    .onConflictDoUpdate({
      target: twoFactorCredentials.userId,
      set: { secretCiphertext: values.secretCiphertext, createdAt: values.now, lastUsedStep: null },
      setWhere: isNull(twoFactorCredentials.enabledAt),
    })
}

/** Turns a pending setup on, spending the code's step; false when it was enabled meanwhile. */
export async function enableTwoFactorCredential(
  db: Executor,
  userId: number,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorCredentials)
    .set({ enabledAt: now, lastUsedStep: step })
    .where(and(eq(twoFactorCredentials.userId, userId), isNull(twoFactorCredentials.enabledAt)))
    .returning({ userId: twoFactorCredentials.userId })
  return rows.length > 0
}

/**
 * Spends a code's step: only a step later than the last one used is accepted, in one statement, so
 * two requests racing with the same code cannot both pass.
 */
export async function spendTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorCredentials.userId, userId),
        isNotNull(twoFactorCredentials.enabledAt),
        or(isNull(twoFactorCredentials.lastUsedStep), lt(twoFactorCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorCredentials.userId })
  return rows.length > 0
}

/** The account's open sign-in challenges (a password reset voids what the old password earned). */
export async function deleteChallenges(db: Executor, userId: number): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId))
}

export async function deleteTwoFactor(db: Executor, userId: number): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
  await deleteChallenges(db, userId)
  await db.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId))
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  codeHashes: string[],
): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })))
}

/** Marks an unused recovery code used; false when there is none with that hash (or it was used). */
export async function spendRecoveryCode(
  db: Executor,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id })
  return rows.length > 0
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)))
  return row?.n ?? 0
}

/** A new challenge; the user's spent and expired ones are cleared on the way. */
export async function insertChallenge(
  db: Executor,
  values: { userId: number; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .delete(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.userId, values.userId),
        or(isNotNull(twoFactorChallenges.usedAt), lt(twoFactorChallenges.expiresAt, values.now)),
      ),
    )
  await db.insert(twoFactorChallenges).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  })
}

/** The challenge while it can still be answered: unused, unexpired, with wrong codes left. */
export async function findOpenChallenge(
  db: Executor,
  tokenHash: string,
  now: Date,
  maxAttempts: number,
): Promise<TwoFactorChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, now),
        lt(twoFactorChallenges.attempts, maxAttempts),
      ),
    )
  return row
}

/** Whose challenge this is, expired or not (the per-account throttle counts by it). */
export async function findChallengeUserId(db: Executor, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.tokenHash, tokenHash))
  return row?.userId ?? null
}

export async function countWrongCode(db: Executor, challengeId: number): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(eq(twoFactorChallenges.id, challengeId))
}

/** Spends the challenge; false when another request spent it first. */
export async function spendChallenge(db: Executor, challengeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id })
  return rows.length > 0
}
