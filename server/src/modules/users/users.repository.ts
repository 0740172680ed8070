import { eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/users.ts'

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert
export type UserPatch = Partial<
  Pick<
    NewUserRow,
    'passwordHash' | 'role' | 'isVerified' | 'universityId' | 'suspendedUntil' | 'facultyId' | 'departmentId'
  >
>

const usernameIs = (username: string) => sql`lower(${users.username}) = lower(${username})`

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** Locks the row until the caller's transaction ends (PostgreSQL; PGlite has one connection anyway). */
export async function findUserByIdForUpdate(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update')
  return row
}

/** Usernames are unique ignoring case; the index users_username_lower_key backs this lookup. */
export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(usernameIs(username))
  return row
}

/** Emails are stored lower-case; the caller passes a normalised address. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  return row
}

/** What a post shows of its author or of a mentioned user: no secrets, no email. */
export type PublicUserRow = Pick<
  UserRow,
  'id' | 'username' | 'nickname' | 'firstName' | 'lastName' | 'avatarUrl' | 'universityId' | 'role'
>

const publicColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  universityId: users.universityId,
  role: users.role,
}

/** Case-insensitive, on the users_username_lower_key index; the names come lower-cased. */
export async function findPublicUsersByLowerUsernames(
  db: Executor,
  lowerNames: string[],
): Promise<PublicUserRow[]> {
  if (lowerNames.length === 0) return []
  return db
    .select(publicColumns)
    .from(users)
    .where(inArray(sql`lower(${users.username})`, lowerNames))
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  return row!
}

export async function updateUser(db: Executor, id: number, patch: UserPatch): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return row
}

/** What the owner changes on their profile (PUT /users/me/profile, avatar and banner uploads). */
export type ProfilePatch = Partial<
  Pick<
    NewUserRow,
    | 'nickname'
    | 'bio'
    | 'isPrivate'
    | 'avatarUrl'
    | 'bannerUrl'
    | 'facultyId'
    | 'departmentId'
    | 'studyYear'
    | 'isAlumni'
    | 'locale'
  >
>

export async function updateProfileFields(
  db: Executor,
  id: number,
  patch: ProfilePatch,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return row
}

/**
 * Turns a deleted account's row into an anonymous tombstone: personal fields cleared, the username and
 * address freed for a new registration (a hyphen, which no registered username may hold, keeps the
 * placeholder name from colliding), and a password hash that no password matches.
 */
export async function tombstoneUser(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      username: `deleted-${id}`,
      email: `deleted-${id}@invalid`,
      passwordHash: '!',
      nickname: null,
      firstName: null,
      lastName: null,
      bio: null,
      avatarUrl: null,
      bannerUrl: null,
      universityId: null,
      isPrivate: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id))
}

/** Sessions and verification tokens go with the row (ON DELETE CASCADE). */
export async function deleteUserById(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })
  return rows.length > 0
}

/**
 * Which unique index refused an insert: 'email' or 'username'; null for any other error. Read from
 * the error itself because after a failed statement PostgreSQL accepts no query in that transaction.
 */
export function takenField(err: unknown): 'email' | 'username' | null {
  const pgError = driverError(err, '23505')
  if (!pgError) return null
  return pgError.constraint === 'users_email_key' ? 'email' : 'username'
}

/** foreign_key_violation: here, a university id that does not exist. */
export const isForeignKeyViolation = (err: unknown) => driverError(err, '23503') !== null

/** The driver's error with that SQLSTATE, wherever drizzle wrapped it (it nests it in cause). */
function driverError(err: unknown, code: string): { constraint?: string } | null {
  let e: unknown = err
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === code) return e as { constraint?: string }
    e = (e as { cause?: unknown }).cause
  }
  return null
}
