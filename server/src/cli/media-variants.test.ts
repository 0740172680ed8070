import { existsSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import type { Post } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { runCliOn } from '../../test/cli.ts'
import { loginAs, makeUser } from '../../test/factories.ts'
import { imageBytes } from '../../test/posts.ts'
import { seedPost } from '../modules/posts/index.ts'
import { variantPath } from '../platform/media-store.ts'

/** media:variants (issue 31), and media:cleanup keeping the copies of referenced images. */
describe('media:variants', () => {
  let t: TestApp
  let token: string
  const run = (...argv: string[]) => runCliOn(t, ...argv)
  const fileOf = (path: string) => join(t.dataDir, 'uploads', path.replace(/^.*?(\d{4}\/)/, '$1'))
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
  const age = (path: string) => utimesSync(fileOf(path), twoHoursAgo, twoHoursAgo)
  const paths: Record<string, string> = {}
  let postId = 0

  beforeAll(async () => {
    t = await buildTestApp()
    const owner = await makeUser(t)
    token = await loginAs(t.app, owner)
    paths.wide = await t.media.save(await imageBytes(1000, 500, 'jpeg'), 'jpg')
    paths.small = await t.media.save(await imageBytes(300, 200, 'png'), 'png')
    // A row whose file is gone from the store: counted, skipped, left as it was.
    paths.gone = '/static/uploads/2026/01/01/00000000-0000-4000-8000-000000000000.jpg'
    const post = await seedPost(t.database.db, {
      userId: owner.id,
      content: 'uploaded before light images',
      media: [
        { kind: 'image', filePath: paths.wide, width: 1000, height: 500 },
        { kind: 'image', filePath: paths.small, width: 300, height: 200 },
        { kind: 'image', filePath: paths.gone, width: 800, height: 800 },
      ],
    })
    postId = post.id
  })
  afterAll(() => t.close())

  const answered = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: bearer() })
    expect(res.statusCode).toBe(200)
    return (res.json() as Post).images
  }
  const bearer = () => ({ authorization: `Bearer ${token}` })

  it('answers old images without variants or placeholder before it runs', async () => {
    const images = await answered()
    expect(images.map((i) => [i.variants, i.placeholder])).toEqual([
      [[], null],
      [[], null],
      [[], null],
    ])
  })

  it('makes the copies and placeholders of the old images, with progress', async () => {
    const r = await run('media:variants')
    expect(r).toMatchObject({ code: 0, err: [] })
    expect(r.out).toEqual([
      'Made the placeholders of 2 images and 2 narrower copies',
      `1 images have no file in the store: ${paths.gone}`,
    ])
    expect(r.progress).toEqual([
      'images: 1/3 (33%)',
      'images: 2/3 (66%)',
      expect.stringMatching(/^images: 3\/3 \(100%\) in /),
    ])
    const [wide, small, gone] = await answered()
    expect(wide?.variants).toEqual([
      { width: 400, file_path: variantPath(paths.wide!, 400) },
      { width: 800, file_path: variantPath(paths.wide!, 800) },
    ])
    expect(wide?.placeholder).toEqual(expect.any(String))
    expect(small).toMatchObject({ variants: [], placeholder: expect.any(String) })
    expect(gone).toMatchObject({ variants: [], placeholder: null })
    for (const variant of wide?.variants ?? []) {
      const res = await t.app.inject({ method: 'GET', url: variant.file_path })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
    }
  })

  it('finds only the missing file when run again', async () => {
    const r = await run('media:variants')
    expect(r.out).toEqual([
      'Made the placeholders of 0 images and 0 narrower copies',
      `1 images have no file in the store: ${paths.gone}`,
    ])
  })

  it('refuses an argument in one line', async () => {
    const r = await run('media:variants', '--all')
    expect(r).toMatchObject({ code: 1, out: [], err: ['error: Unknown option --all'] })
  })

  it("lets media:cleanup keep a referenced image's copies and remove an orphan's with it", async () => {
    const orphan = await t.media.save(await imageBytes(900, 900, 'jpeg'), 'jpg')
    const orphanCopy = await t.media.saveVariant(orphan, 400, await imageBytes(400, 400, 'webp'))
    const kept = [paths.wide!, variantPath(paths.wide!, 400)!, variantPath(paths.wide!, 800)!, paths.small!]
    for (const path of [...kept, orphan, orphanCopy]) age(path)
    const r = await run('media:cleanup')
    expect(r).toMatchObject({ code: 0, err: [] })
    expect(r.out[0]).toMatch(/^Removed 2 files \(.+\) that nothing refers to, of 6 stored;/)
    for (const path of kept) expect(existsSync(fileOf(path))).toBe(true)
    expect(existsSync(fileOf(orphan))).toBe(false)
    expect(existsSync(fileOf(orphanCopy))).toBe(false)
  })
})
