import { queryRows } from '../db/client.ts'
import { type Command, parseOptions } from './command.ts'

/**
 * `stats`: how big the deployment is and how busy it was today, for an operator (docs/deploy.md).
 * It reads counts straight from the tables of several modules: a read-only report of the whole
 * database, like pg_dump, is the one place where that is the point. Exact counts on tables of a few
 * million rows take a second or two; the database's size comes from PostgreSQL itself.
 */
export const stats: Command = {
  name: 'stats',
  usage: '',
  summary: 'Users, posts, activity in the last 24 hours, pending requests and the database size',
  prepare(args) {
    parseOptions(args, {})
    return async ({ db, out }) => {
      const [row] = await queryRows<Record<string, number | string>>(
        db,
        `SELECT
          (SELECT count(*) FROM users WHERE deleted_at IS NULL)::int AS users,
          (SELECT count(*) FROM users WHERE deleted_at IS NULL AND is_verified)::int AS verified,
          (SELECT count(DISTINCT user_id) FROM sessions WHERE last_used_at > now() - interval '1 day')::int AS active,
          (SELECT count(*) FROM users WHERE created_at > now() - interval '1 day')::int AS joined,
          (SELECT count(*) FROM posts WHERE deleted_at IS NULL)::int AS posts,
          (SELECT count(*) FROM posts WHERE created_at > now() - interval '1 day')::int AS posts_today,
          (SELECT count(*) FROM chat_messages WHERE created_at > now() - interval '1 day')::int AS messages_today,
          (SELECT count(*) FROM universities)::int AS universities,
          (SELECT count(*) FROM communities)::int AS communities,
          (SELECT count(*) FROM follows WHERE status = 'pending')::int AS follow_requests,
          (SELECT count(*) FROM community_memberships WHERE status = 'pending')::int AS join_requests,
          pg_size_pretty(pg_database_size(current_database())) AS size`,
      )
      const n = (key: string) => Number(row?.[key] ?? 0).toLocaleString('en')
      out(`Users: ${n('users')} (${n('verified')} verified), ${n('joined')} joined in the last 24 hours`)
      out(`Active in the last 24 hours: ${n('active')}`)
      out(`Posts: ${n('posts')}, ${n('posts_today')} in the last 24 hours`)
      out(`Chat messages in the last 24 hours: ${n('messages_today')}`)
      out(`Universities: ${n('universities')}, communities: ${n('communities')}`)
      out(`Waiting: ${n('follow_requests')} follow requests, ${n('join_requests')} community join requests`)
      out(`Database size: ${row?.size}`)
    }
  },
}
