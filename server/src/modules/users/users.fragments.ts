import { type SQL, sql } from 'drizzle-orm'
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

/** `(SELECT username ...)`: the username of the user with id `userId`, or null. */
export function usernameOf(userId: SQL): SQL {
  return sql`(SELECT ${users.username} FROM ${users} WHERE ${users.id} = ${userId})`
}
