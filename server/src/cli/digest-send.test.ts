import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { makeUser, outboxMails } from '../../test/factories.ts'
import { runCli } from '../cli.ts'
import { queryRows } from '../db/client.ts'
import { seedNotification } from '../modules/notifications/index.ts'

describe('digest:send', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const run = async (...argv: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const code = await runCli(['digest:send', ...argv], {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      env: { DATA_DIR: t.dataDir, JWT_SECRET: t.config.jwtSecret },
      database: t.database,
      media: t.media,
    })
    return { code, out, err }
  }

  it('mails the members due a digest into the outbox, once', async () => {
    const away = await makeUser(t)
    const fresh = await makeUser(t)
    const fan = await makeUser(t)
    for (const user of [away, fresh]) {
      await seedNotification(
        t.database.db,
        { type: 'follow', actorId: fan.id, dedupKey: `follow:${fan.id}:${user.id}` },
        user.id,
        { at: new Date(), read: false },
      )
    }
    // Made a month ago and never signed in since: away. The other account is a minute old.
    await queryRows(
      t.database.db,
      sql`UPDATE users SET created_at = now() - interval '30 days' WHERE id = ${away.id}`,
    )

    const first = await run()
    expect(first).toMatchObject({ code: 0, err: [] })
    expect(first.out).toEqual(['Mailed 1 digest; 0 of the 1 members due had nothing to tell'])
    const [mail, ...more] = outboxMails(t.dataDir, away.email)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('What you missed on Agora')
    expect(mail?.text).toContain('1 unread notification')
    expect(outboxMails(t.dataDir, fresh.email)).toEqual([])

    expect((await run()).out).toEqual(['Nobody is due a digest'])
    expect(outboxMails(t.dataDir, away.email)).toHaveLength(1)
  })

  it('takes no arguments', async () => {
    expect(await run('--now')).toMatchObject({ code: 1, err: ['error: Unknown option --now'] })
  })
})
