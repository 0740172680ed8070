import type { Post } from '@agora/contract'
import sharp from 'sharp'
import { thumbHashToApproximateAspectRatio } from 'thumbhash'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { createPostAs, imageBytes } from '../../../test/posts.ts'

/** Light images (issue 31): narrower WebP copies and a placeholder beside each uploaded image. */
describe('post image variants', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await buildTestApp()
    token = await loginAs(t.app, await makeUser(t))
  })
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })
  const upload = async (width: number, height: number, format: 'jpeg' | 'png' | 'gif' = 'jpeg') => {
    const bytes = await imageBytes(width, height, format)
    const post = await createPostAs(t.app, token, 'a picture', {}, [
      { name: `a.${format}`, type: `image/${format}`, bytes },
    ])
    return { post, image: post.images[0]! }
  }

  it('stores WebP copies at the widths narrower than the image, and answers them with a placeholder', async () => {
    const { image } = await upload(2000, 1000)
    expect(image.width).toBe(2000)
    expect(image.variants.map((v) => v.width)).toEqual([400, 800, 1600])
    const stem = image.file_path.replace(/\.jpg$/, '')
    expect(image.variants.map((v) => v.file_path)).toEqual([
      `${stem}.w400.webp`,
      `${stem}.w800.webp`,
      `${stem}.w1600.webp`,
    ])
    for (const variant of image.variants) {
      const res = await get(variant.file_path)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      const meta = await sharp(res.rawPayload).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.width / 2 })
    }
    const original = await get(image.file_path)
    const narrowest = await get(image.variants[0]!.file_path)
    expect(narrowest.rawPayload.length).toBeLessThan(original.rawPayload.length / 3)
    // A ThumbHash of a 2:1 picture, a few dozen bytes in base64.
    const hash = Buffer.from(image.placeholder!, 'base64')
    expect(hash.length).toBeGreaterThan(4)
    expect(hash.length).toBeLessThan(40)
    expect(thumbHashToApproximateAspectRatio(hash)).toBeCloseTo(2, 0)
  })

  it('never makes a copy as wide as the image or wider', async () => {
    const { image } = await upload(800, 600, 'png')
    expect(image.variants.map((v) => v.width)).toEqual([400])
    const { image: small } = await upload(300, 300)
    expect(small.variants).toEqual([])
    expect(small.placeholder).toEqual(expect.any(String))
  })

  it('makes no still copy of an animation, only its placeholder', async () => {
    // Two frames that differ (the encoder merges a frame that repeats the one before it).
    const raw = Buffer.alloc(600 * 800 * 3)
    raw.fill(255, 0, 600 * 400 * 3)
    const animated = await sharp(raw, { raw: { width: 600, height: 800, channels: 3, pageHeight: 400 } })
      .gif()
      .toBuffer()
    expect((await sharp(animated).metadata()).pages).toBe(2)
    const post = await createPostAs(t.app, token, 'moving', {}, [
      { name: 'a.gif', type: 'image/gif', bytes: animated },
    ])
    expect(post.images[0]).toMatchObject({ variants: [], placeholder: expect.any(String) })
  })

  it('answers the same variants when the post is read again', async () => {
    const { post, image } = await upload(1000, 1000)
    const res = await as(t.app, token).get(`/api/posts/${post.id}`)
    expect(res.statusCode).toBe(200)
    const [again] = (res.json() as Post).images
    expect(again?.variants).toEqual(image.variants)
    expect(again?.placeholder).toBe(image.placeholder)
  })

  it('removes the copies with the post', async () => {
    const { post, image } = await upload(1000, 500)
    expect((await get(image.variants[1]!.file_path)).statusCode).toBe(200)
    expect((await as(t.app, token).delete(`/api/posts/${post.id}`)).statusCode).toBe(204)
    expect((await get(image.file_path)).statusCode).toBe(404)
    for (const variant of image.variants) expect((await get(variant.file_path)).statusCode).toBe(404)
  })
})
