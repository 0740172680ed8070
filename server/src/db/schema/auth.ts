import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** The auth module's tables: sessions, verification tokens and two-factor sign-in. */

/** One row per signed-in device; access tokens carry its id so that it can be revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

/**
 * The columns of a single-use token (a mailed link's, a sign-in challenge's): its SHA-256 only, so that
 * its holder has the one copy; when it was made, when it expires, when it was used.
 */
const linkTokenColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** Verification tokens are stored as SHA-256 hashes: the mail holds the only copy of the token. */
export const emailVerificationTokens = pgTable('email_verification_tokens', linkTokenColumns(), (t) => [
  uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash),
  index('evt_user_id_idx').on(t.userId),
])

/**
 * Password reset links (issue 30), stored as SHA-256 hashes as verification tokens are: valid for an
 * hour and once; setting a new password spends every link of the account.
 */
export const passwordResetTokens = pgTable('password_reset_tokens', linkTokenColumns(), (t) => [
  uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
  index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
])

/**
 * An account's authenticator app (RFC 6238). The secret is stored encrypted (AES-256-GCM, platform key
 * derived from JWT_SECRET) and never answered again after setup. A row with no enabled_at is a setup
 * awaiting its first code. last_used_step is the 30-second step of the last accepted code: a code of
 * that step or an earlier one is refused, so an observed code cannot be replayed.
 */
export const twoFactorCredentials = pgTable('two_factor_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
})

/** Ten single-use codes per enabled account, as SHA-256 hashes (they are random, not passwords). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
)

/**
 * What a correct password earns a two-factor account: not a session but a short-lived, single-use
 * challenge (its SHA-256 hash here), to be answered with a code. `attempts` counts wrong codes.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    ...linkTokenColumns(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('two_factor_challenges_hash_key').on(t.tokenHash),
    index('two_factor_challenges_user_id_idx').on(t.userId),
  ],
)
