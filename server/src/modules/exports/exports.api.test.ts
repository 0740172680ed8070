import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { DataExportState, Notification } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { createPostAs, imageBytes } from '../../../test/posts.ts'
import { enableTwoFactor, movableClock } from '../../../test/two-factor.ts'
import { type SignedInUser, signedInUser } from '../../../test/users.ts'
import { queryRows } from '../../db/client.ts'
import { seedChat, seedMessage } from '../chats/index.ts'

const DAY = 24 * 3600 * 1000
const clock = movableClock()
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now })
})
afterAll(() => t.close())

const user = () => signedInUser(t)
const state = async (u: SignedInUser) =>
  (await as(t.app, u.token).get('/api/users/me/exports')).json() as DataExportState
const download = (u: SignedInUser, id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/me/exports/${id}/download`,
    headers: { authorization: `Bearer ${u.token}` },
  })
const exportFiles = () => {
  const dir = join(t.dataDir, 'private', 'exports')
  return existsSync(dir) ? readdirSync(dir) : []
}
const exportRows = async (userId: number) =>
  queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM data_exports WHERE user_id = ${userId}`)

describe('data export: request, prepare, download, expire', () => {
  let alice: SignedInUser
  let bob: SignedInUser
  let exportId: number
  let zip: Record<string, Uint8Array>
  let secrets: string[]

  beforeAll(async () => {
    ;[alice, bob] = [await user(), await user()]
    const carol = await user()
    await createPostAs(t.app, alice.token, 'My first post on Agora', {}, [
      { bytes: await imageBytes(40, 30), name: 'a.png', type: 'image/png' },
    ])
    expect((await as(t.app, alice.token).post(`/api/users/${bob.id}/follow`)).statusCode).toBe(200)
    expect((await as(t.app, alice.token).post(`/api/users/${carol.id}/mute`)).statusCode).toBe(200)
    const word = await as(t.app, alice.token).post('/api/users/me/muted-words', { phrase: 'spoilers' })
    expect(word.statusCode).toBe(201)
    const chat = await seedChat(t.database.db, { creatorId: bob.id, others: [alice.id] })
    await seedMessage(t.database.db, chat.id, bob.id, 'Hello from Bob')
    await seedMessage(t.database.db, chat.id, alice.id, 'Hi Bob')
    const twoFactor = await enableTwoFactor(t.app, alice, clock.now())
    const [row] = await queryRows<{ password_hash: string }>(
      t.database.db,
      sql`SELECT password_hash FROM users WHERE id = ${alice.id}`,
    )
    secrets = [row!.password_hash, twoFactor.secret, ...twoFactor.recoveryCodes, alice.token]
  })

  it('answers no export at first, then a pending one; a second request while pending is refused', async () => {
    expect(await state(alice)).toEqual({ export: null, can_request: true, next_request_at: null })
    const res = await as(t.app, alice.token).post('/api/users/me/exports')
    expect(res.statusCode).toBe(202)
    const body = res.json() as DataExportState
    expect(body).toMatchObject({ export: { status: 'pending', download_url: null }, can_request: false })
    exportId = body.export!.id
    const again = await as(t.app, alice.token).post('/api/users/me/exports')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'export_pending' })
    expect((await download(alice, exportId)).json()).toMatchObject({ code: 'export_not_ready' })
  })

  it('is prepared by the job, which notifies the owner once', async () => {
    expect(await t.app.jobs.runNow('exports:prepare')).toBe(true)
    await t.app.jobs.runNow('exports:prepare')
    const ready = await state(alice)
    expect(ready.export).toMatchObject({
      id: exportId,
      status: 'ready',
      download_url: `/api/users/me/exports/${exportId}/download`,
    })
    expect(new Date(ready.export!.expires_at!).getTime() - clock.now().getTime()).toBe(7 * DAY)
    const list = (
      await as(t.app, alice.token).get('/api/notifications/?filter_type=new')
    ).json() as Notification[]
    expect(list.filter((n) => n.notification_type === 'export_ready')).toHaveLength(1)
    expect(list.find((n) => n.notification_type === 'export_ready')).toMatchObject({ actor_id: null })
  })

  it('downloads as a ZIP of JSON files, media and a README, with nothing secret', async () => {
    const res = await download(alice, exportId)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    zip = unzipSync(new Uint8Array(res.rawPayload))
    const names = Object.keys(zip)
    for (const name of [
      'README.txt',
      'profile.json',
      'posts.json',
      'comments.json',
      'likes.json',
      'saves.json',
      'following.json',
      'followers.json',
      'blocks.json',
      'muted_accounts.json',
      'muted_words.json',
      'communities.json',
      'events_attending.json',
      'messages.json',
      'notifications.json',
    ]) {
      expect(names).toContain(name)
    }
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!))
    expect(json('profile.json')).toMatchObject({ id: alice.id, username: alice.username })
    const [post] = json('posts.json')
    expect(post.content).toBe('My first post on Agora')
    expect(post.media[0].file_in_zip).toMatch(/^media\/posts\/\d+-1\.png$/)
    expect(zip[post.media[0].file_in_zip]!.length).toBeGreaterThan(0)
    expect(json('following.json')).toEqual([
      expect.objectContaining({ username: bob.username, status: 'accepted' }),
    ])
    expect(json('muted_accounts.json')).toHaveLength(1)
    expect(json('muted_words.json')).toEqual([expect.objectContaining({ phrase: 'spoilers' })])
    expect(json('messages.json')).toEqual([
      expect.objectContaining({ sender: bob.username, direction: 'received', content: 'Hello from Bob' }),
      expect.objectContaining({ sender: alice.username, direction: 'sent', content: 'Hi Bob' }),
    ])
    const everything = Object.values(zip)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n')
    for (const secret of secrets) expect(everything).not.toContain(secret)
    expect(everything).not.toMatch(/password_hash|\$argon2/)
  })

  it("answers another person's export as a missing one", async () => {
    const res = await download(bob, exportId)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'export_not_found' })
    expect((await download(bob, 999_999)).json()).toEqual(res.json())
    expect((await as(t.app, bob.token).get('/api/users/me/exports/abc/download')).statusCode).toBe(422)
    expect((await as(t.app, null).get(`/api/users/me/exports/${exportId}/download`)).statusCode).toBe(401)
  })

  it('allows one request a day', async () => {
    const res = await as(t.app, alice.token).post('/api/users/me/exports')
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ code: 'export_throttled' })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600)
    expect(await state(alice)).toMatchObject({ can_request: false, next_request_at: expect.any(String) })
  })

  it('removes the file and the row once the week is over', async () => {
    expect(exportFiles()).toHaveLength(1)
    clock.advance(7 * DAY + 1000)
    expect((await state(alice)).export).toBeNull()
    expect((await download(alice, exportId)).statusCode).toBe(404)
    await t.app.jobs.runNow('exports:expire')
    expect(exportFiles()).toHaveLength(0)
    expect(await exportRows(alice.id)).toEqual([])
    expect((await as(t.app, alice.token).post('/api/users/me/exports')).statusCode).toBe(202)
  })
})

describe('deleting an account', () => {
  it('removes its exports, files and rows', async () => {
    const dana = await user()
    expect((await as(t.app, dana.token).post('/api/users/me/exports')).statusCode).toBe(202)
    await t.app.jobs.runNow('exports:prepare')
    const before = exportFiles().length
    const res = await as(t.app, dana.token).delete('/api/users/me', { password: dana.password })
    expect(res.statusCode).toBe(200)
    // The exports module hears user.deleted after the commit.
    await vi.waitFor(async () => {
      expect(await exportRows(dana.id)).toEqual([])
      expect(exportFiles().length).toBe(before - 1)
    })
  })
})
