import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { users } from '../../db/schema/users.ts'

/**
 * SQL fragments over the users table for other modules' queries, so that a list of posts can carry its
 * authors in the same statement (the feed's hot path) while the table's shape stays in this module.
 */

/**
 * `(SELECT json ...)`: the public fields of the user with id `userId` (a column of the outer query) as
 * a JSON object with PublicUserRow's keys; null when there is no such user.
 */
export function publicUserJson(userId: SQL): SQL {
  return sql`(SELECT json_build_object(
    'id', ${users.id}, 'username', ${users.username}, 'nickname', ${users.nickname},
    'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'avatarUrl', ${users.avatarUrl},
    'universityId', ${users.universityId}, 'role', ${users.role}
  ) FROM ${users} WHERE ${users.id} = ${userId})`
}

/**
 * `(SELECT json ...)`: a person as member lists show them (a community's members and join requests):
 * the public fields with the bio; null when there is no live account.
 */
export function userCardJson(userId: SQL): SQL {
  return sql`(SELECT json_build_object(
    'id', ${users.id}, 'username', ${users.username}, 'nickname', ${users.nickname},
    'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'avatarUrl', ${users.avatarUrl},
    'bio', ${users.bio}, 'role', ${users.role}
  ) FROM ${users} WHERE ${users.id} = ${userId} AND ${users.deletedAt} IS NULL)`
}

/** `(SELECT username ...)`: the username of the user with id `userId`, or null. */
export function usernameOf(userId: SQL): SQL {
  return sql`(SELECT ${users.username} FROM ${users} WHERE ${users.id} = ${userId})`
}

/** True when the account `userId` (a column of the outer query) exists and is not deleted. */
export function liveAccountExists(userId: SQLWrapper): SQL {
  return sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.deletedAt} IS NULL)`
}

/**
 * `SELECT id, is_verified, role, university_id, graph_version ...`: what a request needs to know of the live account
 * `userId` (a column of the outer query): for a LATERAL join on the hot path of every request.
 */
export function viewerAccountOf(userId: SQLWrapper): SQL {
  return sql`SELECT ${users.id} AS id, ${users.isVerified} AS is_verified, ${users.role} AS role,
    ${users.universityId} AS university_id, ${users.graphVersion} AS graph_version FROM ${users}
    WHERE ${users.id} = ${userId} AND ${users.deletedAt} IS NULL
      AND (${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} <= now())`
}

/** `(SELECT created_at ...)`: when the account `userId` (a column or value) was made, or null. */
export function accountCreatedAt(userId: SQLWrapper | number): SQL {
  return sql`(SELECT ${users.createdAt} FROM ${users} WHERE ${users.id} = ${userId})`
}

/**
 * liveAccountExists as a scalar sub-select: one key lookup per row even where PostgreSQL would turn an
 * EXISTS into a hashed sub-plan over the whole users table (inside an OR, or over many rows).
 */
export function isLiveAccount(userId: SQLWrapper): SQL {
  return sql`COALESCE((SELECT ${users.deletedAt} IS NULL FROM ${users} WHERE ${users.id} = ${userId}), false)`
}

/** `SELECT id ...` of every live account: for a membership of many rows tested once as a hashed set. */
export function liveAccountIdsSubquery(): SQL {
  return sql`SELECT ${users.id} FROM ${users} WHERE ${users.deletedAt} IS NULL`
}

/**
 * True unless the account `userId` (a column or value) is suspended now (modules/moderation): the
 * visibility rule hides a suspended account's posts with it. The suspended accounts are few and have
 * their own partial index, so PostgreSQL reads them once per query into a hashed set.
 */
export function notSuspended(userId: SQLWrapper): SQL {
  return sql`${userId} NOT IN (SELECT ${users.id} FROM ${users} WHERE ${users.suspendedUntil} > now())`
}
