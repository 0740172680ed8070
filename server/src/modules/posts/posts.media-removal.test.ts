import type { Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { bearer, loginAs, makeUser } from '../../../test/factories.ts'
import { createPostAs, imageBytes } from '../../../test/posts.ts'

/** The paths of a post's media as its answer gives them. */
const mediaPaths = (post: Post): string[] => post.images.map((m) => m.file_path)

describe('media of content that is gone', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const fetchMedia = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).statusCode

  it('stop being served once their post is deleted', async () => {
    const owner = await makeUser(t)
    const token = await loginAs(t.app, owner)
    const post = await createPostAs(t.app, token, 'with a picture', {}, [
      { field: 'images', name: 'a.png', type: 'image/png', bytes: await imageBytes(64, 64) },
    ])
    const [path] = mediaPaths(post)
    expect(path).toMatch(/^\/static\/uploads\//)
    expect(await fetchMedia(path!)).toBe(200)
    expect((await as(t.app, token).delete(`/api/posts/${post.id}`)).statusCode).toBe(204)
    expect(await fetchMedia(path!)).toBe(404)
  })

  it('stop being served once their account is deleted, the profile images too', async () => {
    const owner = await makeUser(t)
    const token = await loginAs(t.app, owner)
    const post = await createPostAs(t.app, token, 'mine', {}, [
      { field: 'images', name: 'b.png', type: 'image/png', bytes: await imageBytes(80, 40) },
    ])
    const [path] = mediaPaths(post)
    expect(await fetchMedia(path!)).toBe(200)
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { password: owner.password },
    })
    expect(res.statusCode).toBe(200)
    expect(await fetchMedia(path!)).toBe(404)
  })
})
