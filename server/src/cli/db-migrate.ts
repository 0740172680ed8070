import { queryRows } from '../db/client.ts'
import { type Command, parseOptions } from './command.ts'

/**
 * Brings the database to the newest schema and says where it stands: the step before rolling new
 * instances (docs/deploy.md). Opening the database for any command migrates it; this one does only that.
 */
export const dbMigrate: Command = {
  name: 'db:migrate',
  usage: '',
  summary: 'Apply the migrations the database lacks (every command and every start does this too)',
  prepare(args) {
    parseOptions(args, {})
    return async ({ db, out }) => {
      const [row] = await queryRows<{ applied: number }>(
        db,
        'SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations',
      )
      out(`The database is migrated: ${row?.applied ?? 0} migrations applied`)
    }
  },
}
