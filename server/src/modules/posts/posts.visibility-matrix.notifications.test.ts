import type { Notification } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { createPostAs } from '../../../test/posts.ts'
import {
  CASES,
  type Case,
  SEES,
  seedWorld,
  type Table,
  VIEWERS,
  type ViewerRole,
} from './posts.visibility-matrix.world.ts'

/**
 * The visibility matrix extended to notifications (issue 12): each case's author writes a post that
 * mentions every viewer; a viewer gets the mention exactly when they may see the post (SEES), never
 * its author (one's own action), and nobody once it is deleted.
 */

let t: TestApp
let tokens: Record<Case, Record<ViewerRole, string>>

beforeAll(async () => {
  t = await buildTestApp()
  ;({ tokens } = await seedWorld(t))
})
afterAll(() => t.close())

async function usernameOf(token: string): Promise<string> {
  return ((await as(t.app, token).get('/api/users/me')).json() as { username: string }).username
}

async function mentionsOf(token: string, postId: number): Promise<Notification[]> {
  const list = (
    await as(t.app, token).get('/api/notifications/?filter_type=new&limit=100')
  ).json() as Notification[]
  return list.filter((n) => n.notification_type === 'mention' && n.post_id === postId)
}

describe('the visibility matrix on notifications', () => {
  it('a mention reaches exactly the viewers who see the post', async () => {
    const names = {} as Record<ViewerRole, string>
    for (const viewer of VIEWERS) names[viewer] = await usernameOf(tokens.public[viewer])
    const posts = {} as Record<Case, number>
    for (const c of CASES) {
      const owner = await usernameOf(tokens[c].owner)
      const mentions = VIEWERS.map((v) => `@${v === 'owner' ? owner : names[v]}`).join(' ')
      posts[c] = (await createPostAs(t.app, tokens[c].owner, `Look ${mentions}`)).id
    }
    const expected = {} as Table<boolean>
    for (const c of CASES) {
      expected[c] = { ...SEES[c], owner: false }
      // The deleted case's post is written first and deleted now: its mentions must go.
      if (c === 'deleted') {
        await vi.waitFor(async () =>
          expect(await mentionsOf(tokens.deleted.follower, posts.deleted)).toHaveLength(1),
        )
        expect((await as(t.app, tokens.deleted.owner).delete(`/api/posts/${posts.deleted}`)).statusCode).toBe(
          204,
        )
      }
    }
    await vi.waitFor(
      async () => {
        const seen = {} as Table<boolean>
        for (const c of CASES) {
          seen[c] = {} as Record<ViewerRole, boolean>
          for (const viewer of VIEWERS) {
            seen[c][viewer] = (await mentionsOf(tokens[c][viewer], posts[c])).length === 1
          }
        }
        expect(seen).toEqual(expected)
      },
      { timeout: 5000, interval: 100 },
    )
  })
})
