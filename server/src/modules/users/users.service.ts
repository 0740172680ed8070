import {
  type Availability,
  Email,
  ERRORS,
  errorCodeOfText,
  type Locale,
  type MyAccount,
  NewPassword,
  Role,
  Username,
} from '@agora/contract'
import * as core from 'zod/v4/core'
import type { Executor } from '../../db/client.ts'
import { badRequest, conflict, notFound } from '../../platform/errors.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { getUniversityName } from '../universities/index.ts'
import { affiliationOf, universityVerifiedOf } from './users.affiliation.service.ts'
import { presentMe } from './users.presenter.ts'
import {
  deleteUserById,
  findPublicUsersByLowerUsernames,
  findUserByEmail,
  findUserById,
  findUserByIdForUpdate,
  findUserByUsername,
  insertUser,
  isForeignKeyViolation,
  type PublicUserRow,
  takenField,
  type UserRow,
  updateUser,
} from './users.repository.ts'

export type { PublicUserRow, UserRow } from './users.repository.ts'

export interface NewUser {
  email: string
  username: string
  password: string
  role?: Role
  /** Accounts made by an administrator (CLI, seeds) may skip the mail round trip. */
  verified?: boolean
  universityId?: number | null
  /** Seeds (demo:seed) give their people names; registration does not ask for them. */
  nickname?: string | null
  firstName?: string | null
  lastName?: string | null
  /** The language of the account's mails (registration passes the screen's). */
  locale?: Locale
}

/**
 * Validates, hashes and inserts an account. Bad input is a 400 and a taken address or name a 409,
 * each with a one-line reason (the CLI prints it as it is).
 */
export async function createUser(db: Executor, input: NewUser): Promise<UserRow> {
  const password = parseOr400(NewPassword, input.password)
  const passwordHash = await hashPassword(password)
  return createUserWithHash(db, { ...input, passwordHash })
}

/**
 * createUser with the hash already made: registration hashes before it opens its transaction, so
 * that the slow part never holds a connection (PGlite has only one).
 */
export async function createUserWithHash(
  db: Executor,
  input: Omit<NewUser, 'password'> & { passwordHash: string },
): Promise<UserRow> {
  const email = parseOr400(Email, input.email)
  const username = parseOr400(Username, input.username)
  const role = parseOr400(Role, input.role ?? 'user')
  if (await findUserByEmail(db, email)) throw conflict('email_taken')
  if (await findUserByUsername(db, username)) throw conflict('username_taken')
  try {
    return await insertUser(db, {
      email,
      username,
      passwordHash: input.passwordHash,
      role,
      isVerified: input.verified ?? false,
      universityId: input.universityId ?? null,
      nickname: input.nickname ?? null,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      locale: input.locale ?? 'en',
    })
  } catch (err) {
    // Two registrations raced past the checks above; the unique indexes decide.
    const taken = takenField(err)
    if (taken) throw conflict(taken === 'email' ? 'email_taken' : 'username_taken')
    if (isForeignKeyViolation(err))
      throw notFound('university_not_found', `No university with id ${input.universityId}`)
    throw err
  }
}

export async function checkEmailAvailability(db: Executor, raw: string): Promise<Availability> {
  const parsed = Email.safeParse(raw)
  if (!parsed.success) return unavailable(firstMessage(parsed.error))
  if (await findUserByEmail(db, parsed.data)) return unavailable(ERRORS.email_taken.detail)
  return { available: true, message: 'Email is available' }
}

export async function checkUsernameAvailability(db: Executor, raw: string): Promise<Availability> {
  const parsed = Username.safeParse(raw)
  if (!parsed.success) return unavailable(firstMessage(parsed.error))
  if (await findUserByUsername(db, parsed.data)) return unavailable(ERRORS.username_taken.detail)
  return { available: true, message: 'Username is available' }
}

/** GET /users/me: the account, with its university's name for the settings screen. */
export async function getMe(db: Executor, userId: number): Promise<MyAccount> {
  const user = await findUserById(db, userId)
  if (!user) throw notFound('user_not_found')
  const [universityName, affiliation, universityVerified] = await Promise.all([
    user.universityId === null ? null : getUniversityName(db, user.universityId),
    affiliationOf(db, user),
    universityVerifiedOf(db, user),
  ])
  return {
    ...presentMe(user),
    university_name: universityName,
    affiliation,
    university_verified: universityVerified,
    locale: user.locale,
  }
}

/** Existing users among these usernames, matched ignoring case (mentions); unknown names are left out. */
export function findPublicUsersByUsernames(db: Executor, usernames: string[]): Promise<PublicUserRow[]> {
  return findPublicUsersByLowerUsernames(db, [...new Set(usernames.map((name) => name.toLowerCase()))])
}

export function findUser(db: Executor, userId: number): Promise<UserRow | undefined> {
  return findUserById(db, userId)
}

/** For writes that must not race (resend cooldown, verification): the row stays locked until commit. */
export function lockUser(db: Executor, userId: number): Promise<UserRow | undefined> {
  return findUserByIdForUpdate(db, userId)
}

export function findUserByAddress(db: Executor, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(db, email.trim().toLowerCase())
}

/** Sign-in takes a username or an email; an address is recognised by its @. */
export function findUserForSignIn(db: Executor, login: string): Promise<UserRow | undefined> {
  const value = login.trim()
  return value.includes('@') ? findUserByAddress(db, value) : findUserByUsername(db, value)
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await updateUser(db, userId, { passwordHash })
}

/** A verified address may place its owner in a university; without one the user keeps what they had. */
export async function markEmailVerified(
  db: Executor,
  userId: number,
  universityId: number | null,
): Promise<UserRow | undefined> {
  return updateUser(
    db,
    userId,
    universityId === null ? { isVerified: true } : { isVerified: true, universityId },
  )
}

export function deleteUser(db: Executor, userId: number): Promise<boolean> {
  return deleteUserById(db, userId)
}

/** Any zod schema, classic or mini (the contract's field rules are zod/mini). */
function parseOr400<T>(schema: core.$ZodType<T>, value: unknown): T {
  const parsed = core.safeParse(schema, value)
  if (!parsed.success) throw badRequest('invalid_input', firstMessage(parsed.error))
  return parsed.data
}

/** Why a value is not available, with the code of that text when the catalogue has one. */
function unavailable(message: string): Availability {
  const code = errorCodeOfText(message)
  return { available: false, message, ...(code && { code }) }
}

function firstMessage(error: core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid value'
}
