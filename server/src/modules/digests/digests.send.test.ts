import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { block } from '../../../test/graph.ts'
import { readMessage, startSmtpServer } from '../../../test/smtp-server.ts'
import { createSmtpMailer } from '../../platform/mailer-smtp.ts'
import { seedEvent } from '../activities/index.ts'
import { seedChat, seedMessage } from '../chats/index.ts'
import { seedNotification } from '../notifications/index.ts'
import { seedPost, seedReactions } from '../posts/index.ts'
import { createUniversity } from '../universities/index.ts'
import { suspendAccount } from '../users/index.ts'
import { DIGEST_JOB } from './index.ts'

/** The digest job over real SMTP: who gets one, what it holds, and who never does (issue 31). */

const DAY = 86_400_000

describe('the mail digest job', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let t: TestApp
  let now = new Date()
  let universityId: number
  let fans: TestUser[]

  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await buildTestApp({
      clock: () => now,
      mailer: createSmtpMailer({ url: smtp.url, from: 'Agora <no-reply@agora.test>' }),
    })
    universityId = (await createUniversity(t.database.db, { name: 'Digest U', domains: [] } as never)).id
    fans = await Promise.all([1, 2, 3].map(() => makeUser(t, { universityId })))
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  /** A member of the university who signed in now (the test's clock), with something waiting. */
  const member = async (opts: Parameters<typeof makeUser>[1] = {}) => {
    const user = await makeUser(t, { universityId, ...opts })
    const token = await loginAs(t.app, user)
    await seedNotification(
      t.database.db,
      { type: 'follow', actorId: fans[0]!.id, dedupKey: `follow:${fans[0]!.id}:${user.id}` },
      user.id,
      { at: now, read: false },
    )
    return { user, token }
  }
  /** A post of the coming week (the job runs 8 days on: the post is a day old then). */
  const liked = async (authorId: number, content: string, likes: number) => {
    const createdAt = new Date(now.getTime() + 7 * DAY)
    const post = await seedPost(t.database.db, { userId: authorId, content, createdAt })
    await seedReactions(
      t.database.db,
      'like',
      fans.slice(0, likes).map((f) => f.id),
      post.id,
    )
    return post
  }
  /** Moves the clock `days` on and runs the job; the mails it sent, by recipient. */
  const runAfter = async (days: number) => {
    now = new Date(now.getTime() + days * DAY)
    const before = smtp.received.length
    expect(await t.app.jobs.runNow(DIGEST_JOB)).toBe(true)
    return smtp.received.slice(before)
  }
  const mailTo = (mails: typeof smtp.received, email: string) => mails.filter((m) => m.to.includes(email))
  const header = (raw: string, name: string) =>
    raw
      .slice(0, raw.indexOf('\r\n\r\n'))
      .replace(/\r\n[ \t]+/g, ' ')
      .match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]

  it('mails an away member what waits, the most liked posts and the coming events, with one-click unsubscribe', async () => {
    const { user } = await member()
    const author = await makeUser(t, { universityId, username: `digest_author_${Date.now() % 1e6}` })
    const top = await liked(author.id, 'The library is open all night this week', 3)
    const second = await liked(author.id, 'Second most liked', 1)
    await liked(author.id, 'Nobody liked this one', 0)
    const date = new Date(now.getTime() + 9 * DAY).toISOString().slice(0, 10)
    const eventId = await seedEvent(t.database.db, {
      universityId,
      createdBy: author.id,
      title: 'Spring concert',
      description: '',
      date,
      time: '19:30',
      location: null,
    })
    const chat = await seedChat(t.database.db, { creatorId: fans[1]!.id, others: [user.id] })
    await seedMessage(t.database.db, chat.id, fans[1]!.id, 'hi', now)

    const [mail, ...more] = mailTo(await runAfter(8), user.email)
    expect(more).toEqual([])
    const { subject, body } = readMessage(mail!.raw)
    expect(subject).toBe('What you missed on Agora')
    expect(body).toContain('1 unread notification')
    expect(body).toContain(`@${author.username} (3 likes): The library is open all night this week`)
    expect(body.indexOf(`/posts/${top.id}`)).toBeLessThan(body.indexOf(`/posts/${second.id}`))
    expect(body).not.toContain('Nobody liked this one')
    expect(body).toContain(`Spring concert`)
    expect(body).toContain(`/events/${eventId}`)
    const unsubscribe = header(mail!.raw, 'List-Unsubscribe')
    expect(unsubscribe).toMatch(/^<http:\/\/.+\/api\/digests\/unsubscribe\?token=.+>$/)
    expect(header(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(body).toMatch(/\/unsubscribe\?token=\S+/)

    // Not again within the week; and after a one-click unsubscribe (no sign-in), never again.
    expect(mailTo(await runAfter(1), user.email)).toEqual([])
    const url = new URL(unsubscribe!.slice(1, -1))
    const res = await as(t, null).post(`${url.pathname}${url.search}`, 'List-Unsubscribe=One-Click', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ frequency: 'never' })
    expect(mailTo(await runAfter(8), user.email)).toEqual([])
  })

  it('writes in the account language', async () => {
    const { user, token } = await member()
    expect((await as(t, token).put('/api/users/me/profile', { locale: 'tr' })).statusCode).toBe(200)
    const [mail] = mailTo(await runAfter(8), user.email)
    const { subject, body } = readMessage(mail!.raw)
    expect(subject).toBe("Agora'da neler kaçırdın")
    expect(body).toContain('1 okunmamış bildirim')
    expect(body).toContain('Bu e-postaları durdur:')
  })

  it('mails daily members after a day away, weekly ones only after a week', async () => {
    const daily = await member()
    const weekly = await member()
    expect((await as(t, daily.token).put('/api/digests/settings', { frequency: 'daily' })).statusCode).toBe(
      200,
    )
    const mails = await runAfter(2)
    expect(mailTo(mails, daily.user.email)).toHaveLength(1)
    expect(mailTo(mails, weekly.user.email)).toEqual([])
  })

  it('writes to nobody who chose never, came back lately, is unverified or suspended, or has nothing waiting', async () => {
    const never = await member()
    await as(t, never.token).put('/api/digests/settings', { frequency: 'never' })
    const unverified = await member({ verified: false })
    const suspended = await member()
    const back = await member()
    const quiet = await makeUser(t) // no university, nothing waiting
    await loginAs(t.app, quiet)
    now = new Date(now.getTime() + 6 * DAY)
    await loginAs(t.app, back.user) // back a day before the week is over
    await suspendAccount(t.database.db, suspended.user.id, new Date(Date.now() + 365 * DAY))
    const mails = await runAfter(2)
    for (const nobody of [never.user, unverified.user, suspended.user, back.user, quiet]) {
      expect(mailTo(mails, nobody.email)).toEqual([])
    }
  })

  it('shows no post or event the reader may not see: private, blocked or muted authors', async () => {
    const reader = await member()
    const hidden = await makeUser(t, { universityId, isPrivate: true })
    const blocker = await makeUser(t, { universityId })
    const muted = await makeUser(t, { universityId })
    const shown = await makeUser(t, { universityId })
    await liked(hidden.id, 'private words', 3)
    await liked(blocker.id, 'from a blocker', 3)
    await liked(muted.id, 'from a muted one', 3)
    await liked(shown.id, 'for everyone', 1)
    const soon = new Date(now.getTime() + 10 * DAY).toISOString().slice(0, 10)
    const event = (createdBy: number, title: string) =>
      seedEvent(t.database.db, {
        universityId,
        createdBy,
        title,
        description: '',
        date: soon,
        time: null,
        location: null,
      })
    await event(blocker.id, 'party of a blocker')
    await event(muted.id, 'party of a muted one')
    await event(shown.id, 'party for everyone')
    await block(t.database.db, blocker.id, reader.user.id)
    expect((await as(t, reader.token).post(`/api/users/${muted.id}/mute`)).statusCode).toBe(200)
    const [mail] = mailTo(await runAfter(8), reader.user.email)
    const { body } = readMessage(mail!.raw)
    expect(body).toContain('for everyone')
    expect(body).toContain('party for everyone')
    for (const text of ['private words', 'from a blocker', 'from a muted one', 'party of a']) {
      expect(body).not.toContain(text)
    }
  })
})
