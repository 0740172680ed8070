import { TIMINGS } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MAX_SOCKETS_PER_PERSON,
  SOCKET_TOO_MANY,
  SOCKET_UNAUTHORIZED,
} from '../../../src/platform/realtime.ts'
import { readAccessToken, signAccessToken } from '../../../src/platform/tokens.ts'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { eventually } from '../../../test/eventually.ts'
import { type Frame, type OpenSocket, openChatSocket, openUserSocket } from '../../../test/sockets.ts'
import { followAs, signedInUser } from '../../../test/users.ts'

/** A person's open sockets are bounded, and a socket lives no longer than its access token (issue 30). */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const ready = (m: Frame) => m.type === 'ready'
const stillOpen = (s: OpenSocket) => s.socket.readyState === s.socket.OPEN

describe('open sockets per person', () => {
  it(`holds at most ${MAX_SOCKETS_PER_PERSON}, hub and chats together; one more is refused with 4429`, async () => {
    const [ayse, can] = [await signedInUser(t), await signedInUser(t)]
    await followAs(t.app, can, ayse.id)
    const chat = (await as(t, ayse).post('/api/chats/', { user_ids: [can.id] })).json() as { id: number }
    const open: OpenSocket[] = []
    for (let i = 0; i < MAX_SOCKETS_PER_PERSON; i++) {
      const s =
        i % 2 ? await openChatSocket(t.app, chat.id, ayse.token) : await openUserSocket(t.app, ayse.token)
      await s.next(ready)
      open.push(s)
    }
    const hub = await openUserSocket(t.app, ayse.token)
    expect(await hub.closed).toBe(SOCKET_TOO_MANY)
    const room = await openChatSocket(t.app, chat.id, ayse.token)
    expect(await room.closed).toBe(SOCKET_TOO_MANY)
    expect(hub.messages).toEqual([])
    expect(open.every(stillOpen)).toBe(true)

    // Someone else is not held back; and one closed makes room for one more.
    const other = await openUserSocket(t.app, can.token)
    await other.next(ready)
    open.pop()!.socket.terminate()
    const again = await eventually(async () => {
      const s = await openUserSocket(t.app, ayse.token)
      return Promise.race([s.next(ready).then(() => s), s.closed.then(() => null)])
    })
    for (const s of [...open, other, again]) s?.socket.terminate()
  })
})

describe('a socket and its access token', () => {
  it('closes with 4401 when the token it was opened with expires; a fresh one stays open', async () => {
    const [ayse, can] = [await signedInUser(t), await signedInUser(t)]
    await followAs(t.app, can, ayse.id)
    const chat = (await as(t, ayse).post('/api/chats/', { user_ids: [can.id] })).json() as { id: number }
    const claims = (await readAccessToken(t.config.jwtSecret, ayse.token))!.claims
    // The same session's token, issued so long ago that it has a second and a half left.
    const issued = new Date(Date.now() - TIMINGS.accessTokenSeconds * 1000 + 1500)
    const ending = await signAccessToken(t.config.jwtSecret, claims, issued)
    const [hub, room, fresh] = [
      await openUserSocket(t.app, ending),
      await openChatSocket(t.app, chat.id, ending),
      await openUserSocket(t.app, ayse.token),
    ]
    for (const s of [hub, room, fresh]) await s.next(ready)
    expect([await hub.closed, await room.closed]).toEqual([SOCKET_UNAUTHORIZED, SOCKET_UNAUTHORIZED])
    expect(stillOpen(fresh)).toBe(true)
    // The client renews the token (POST /auth/refresh) and reconnects with it, as the web app does.
    const renewed = await as(t, null).post('/api/auth/refresh', undefined, {
      headers: { authorization: `Bearer ${ending}` },
    })
    expect(renewed.statusCode).toBe(200)
    const again = await openChatSocket(
      t.app,
      chat.id,
      (renewed.json() as { access_token: string }).access_token,
    )
    await again.next(ready)
    for (const s of [fresh, again]) s.socket.terminate()
  })
})
