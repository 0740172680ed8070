import { countBuiltHomeFeeds, listBuiltHomeFeeds, rebuildHomeFeed } from '../modules/feed/index.ts'
import { findUserForSignIn } from '../modules/users/index.ts'
import { CliError, type Command, parseOptions, required } from './command.ts'

/** Feeds listed per statement; each is then rebuilt on its own (up to 400 entries in one insert). */
const BATCH = 1_000

/**
 * `feed:rebuild [--user U]`: builds the Following feeds again from the live lists (docs/deploy.md),
 * every built one or one reader's. The server may keep running: a feed being rebuilt reads like an
 * unbuilt one meanwhile. Stopped part way, the feeds done are done and the others as they were, so it
 * can simply be run again.
 */
export const feedRebuild: Command = {
  name: 'feed:rebuild',
  usage: '[--user USERNAME]',
  summary: "Build the Following feeds again from who follows whom (every built feed, or one user's)",
  prepare(args) {
    const o = parseOptions(args, { user: { type: 'string' } })
    const username = o.user === undefined ? undefined : required(o.user, 'user').trim()
    if (username?.includes('@')) throw new CliError('--user takes a username, not an email address')

    return async ({ db, out, progress }) => {
      if (username !== undefined) {
        const user = await findUserForSignIn(db, username)
        if (!user) throw new CliError(`No user named ${username}`)
        await rebuildHomeFeed(db, user.id)
        out(`Rebuilt the Following feed of ${user.username}`)
        return
      }
      const total = await countBuiltHomeFeeds(db)
      const bar = progress('feeds', total)
      let rebuilt = 0
      let after = 0
      for (;;) {
        const readers = await listBuiltHomeFeeds(db, after, BATCH)
        for (const userId of readers) {
          await rebuildHomeFeed(db, userId)
          rebuilt++
          bar.advance()
        }
        const last = readers.at(-1)
        if (readers.length < BATCH || last === undefined) break
        after = last
      }
      bar.finish()
      out(
        rebuilt === 0
          ? "No Following feed is built yet: each is built on its reader's first Following page"
          : `Rebuilt ${rebuilt.toLocaleString('en')} Following ${rebuilt === 1 ? 'feed' : 'feeds'}`,
      )
    }
  },
}
