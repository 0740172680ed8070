import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Role } from '@agora/contract'
import type { App } from '../src/app.ts'
import type { Database } from '../src/db/client.ts'
import { insertUser, type NewUserRow, type UserRow } from '../src/modules/users/users.repository.ts'
import { FACTORY_PASSWORD, FACTORY_PASSWORD_HASH } from '../src/platform/passwords.ts'

export interface MakeUserOptions {
  username?: string
  email?: string
  role?: Role
  /** Verified unless false: most tests are about what verified users do. */
  verified?: boolean
  universityId?: number | null
  nickname?: string | null
  firstName?: string | null
  lastName?: string | null
  bio?: string | null
  isPrivate?: boolean
  /** Affiliation (issue 17), stored as given: no check that it belongs to the university. */
  facultyId?: number | null
  departmentId?: number | null
  studyYear?: number | null
  isAlumni?: boolean
}

/** A user row plus the password that signs it in. */
export type TestUser = UserRow & { password: string }

let made = 0
const run = randomBytes(3).toString('hex')

/**
 * Inserts a user directly, with the precomputed hash of FACTORY_PASSWORD: hashing per user would cost
 * tens of milliseconds each. Names are unique within the run unless given.
 */
export async function makeUser(t: { database: Database }, opts: MakeUserOptions = {}): Promise<TestUser> {
  made += 1
  const username = opts.username ?? `user_${run}_${made}`
  const values: NewUserRow = {
    username,
    email: (opts.email ?? `${username}@example.edu`).toLowerCase(),
    passwordHash: FACTORY_PASSWORD_HASH,
    role: opts.role ?? 'user',
    isVerified: opts.verified ?? true,
    universityId: opts.universityId ?? null,
    nickname: opts.nickname ?? null,
    firstName: opts.firstName ?? null,
    lastName: opts.lastName ?? null,
    bio: opts.bio ?? null,
    isPrivate: opts.isPrivate ?? false,
    facultyId: opts.facultyId ?? null,
    departmentId: opts.departmentId ?? null,
    studyYear: opts.studyYear ?? null,
    isAlumni: opts.isAlumni ?? false,
  }
  const row = await insertUser(t.database.db, values)
  return { ...row, password: FACTORY_PASSWORD }
}

/** Signs in through POST /api/auth/login (form-encoded, as the web client does); the access token. */
export async function loginAs(app: App, user: { username: string; password?: string }): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      username: user.username,
      password: user.password ?? FACTORY_PASSWORD,
    }).toString(),
  })
  if (res.statusCode !== 200)
    throw new Error(`login as ${user.username} failed: ${res.statusCode} ${res.body}`)
  return (res.json() as { access_token: string }).access_token
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export interface OutboxMail {
  to: string
  subject: string
  text: string
}

/** The mails the outbox mailer wrote under DATA_DIR/mail, oldest first, optionally only to one address. */
export function outboxMails(dataDir: string, to?: string): OutboxMail[] {
  const dir = join(dataDir, 'mail')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(readFileSync(join(dir, f), 'utf8')))
    .filter((mail) => !to || mail.to === to)
}

/** The token of the verification link in a mail's text. */
export function verificationTokenIn(mail: OutboxMail): string {
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
  if (!token) throw new Error(`no verification link in: ${mail.text}`)
  return token
}

function parseEml(eml: string): OutboxMail {
  const split = eml.indexOf('\r\n\r\n')
  const headers = eml.slice(0, split).split('\r\n')
  const header = (name: string) =>
    headers
      .find((h) => h.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? ''
  return {
    to: header('to'),
    subject: decodeHeader(header('subject')),
    text: eml.slice(split + 4).replace(/\r\n/g, '\n'),
  }
}

/** RFC 2047's base64 words, as the outbox writes subjects outside ASCII (Turkish letters). */
const decodeHeader = (value: string) =>
  value.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'))
