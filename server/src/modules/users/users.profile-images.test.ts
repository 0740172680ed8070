import { Readable } from 'node:stream'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { bearer } from '../../../test/factories.ts'
import { imageBytes, multipartForm, postForm } from '../../../test/posts.ts'
import { signedInUser } from '../../../test/users.ts'

/** The avatar and the banner: real images re-encoded, and every refusal of a bad upload. */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const user = (opts = {}) => signedInUser(t, opts)

describe('POST /api/users/upload-avatar and /upload-banner', () => {
  const storedFile = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path })
    expect(res.statusCode).toBe(200)
    return res.rawPayload
  }

  it('re-encodes a real PNG without its metadata, fitted in 400 x 400, and replaces the old avatar', async () => {
    const a = await user()
    const png = await sharp(await imageBytes(1000, 1000, 'png'))
      .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'someone' } })
      .png()
      .toBuffer()
    expect((await sharp(png).metadata()).exif).toBeDefined()
    const res = await postForm(t.app, a.token, '/api/users/upload-avatar', {}, [
      { field: 'file', name: 'me.png', type: 'image/png', bytes: png },
    ])
    expect(res.statusCode).toBe(200)
    const { avatar_url } = res.json()
    expect(avatar_url).toMatch(/^\/static\/uploads\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.(jpg|webp)$/)
    const meta = await sharp(await storedFile(avatar_url)).metadata()
    expect(meta).toMatchObject({ width: 400, height: 400 })
    expect(meta.exif).toBeUndefined()
    expect((await as(t.app, a.token).get('/api/users/me')).json().avatar_url).toBe(avatar_url)

    const next = await postForm(t.app, a.token, '/api/users/upload-avatar', {}, [
      { field: 'avatar', bytes: await imageBytes(120, 80, 'jpeg') },
    ])
    expect(next.statusCode).toBe(200)
    expect((await sharp(await storedFile(next.json().avatar_url)).metadata()).width).toBe(120)
    expect((await t.app.inject({ method: 'GET', url: avatar_url })).statusCode).toBe(404)
  })

  it('fits a banner in 1500 x 500', async () => {
    const a = await user()
    const res = await postForm(t.app, a.token, '/api/users/upload-banner', {}, [
      { field: 'banner', bytes: await imageBytes(3000, 1000, 'webp') },
    ])
    expect(res.statusCode).toBe(200)
    const meta = await sharp(await storedFile(res.json().banner_url)).metadata()
    expect(meta).toMatchObject({ width: 1500, height: 500 })
    expect((await as(t.app, a.token).get(`/api/users/${a.id}`)).json().banner_url).toBe(res.json().banner_url)
  })

  it('answers 413 over 5 MB, 415 for text named .png or SVG, 422 without a file or in another field', async () => {
    const a = await user()
    const big = Buffer.concat([await imageBytes(10, 10, 'png'), Buffer.alloc(5 * 1024 * 1024 + 1)])
    const tooBig = await postForm(t.app, a.token, '/api/users/upload-avatar', {}, [
      { field: 'file', bytes: big },
    ])
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toEqual({ detail: 'File too large', code: 'file_too_large' })
    const fake = await postForm(t.app, a.token, '/api/users/upload-avatar', {}, [
      {
        field: 'file',
        name: 'photo.png',
        type: 'image/png',
        bytes: Buffer.from('this is not an image at all'),
      },
    ])
    expect(fake.statusCode).toBe(415)
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    )
    expect(
      (await postForm(t.app, a.token, '/api/users/upload-banner', {}, [{ field: 'file', bytes: svg }]))
        .statusCode,
    ).toBe(415)
    expect((await postForm(t.app, a.token, '/api/users/upload-avatar', { note: 'x' })).statusCode).toBe(422)
    const wrongField = await postForm(t.app, a.token, '/api/users/upload-avatar', {}, [
      { field: 'banner', bytes: await imageBytes(10, 10) },
    ])
    expect(wrongField.statusCode).toBe(422)
    const json = await as(t.app, a.token).post('/api/users/upload-avatar', { file: 'x' })
    expect(json.statusCode).toBe(415)
    expect((await as(t.app, a.token).get('/api/users/me')).json().avatar_url).toBeNull()
    expect(
      (await postForm(t.app, null, '/api/users/upload-avatar', {}, [{ field: 'file', bytes: big }]))
        .statusCode,
    ).toBe(401)
  })

  it('answers 413 while the body streams when no Content-Length announces it', async () => {
    const a = await user()
    const big = Buffer.concat([await imageBytes(10, 10, 'png'), Buffer.alloc(5 * 1024 * 1024 + 1)])
    const encoded = new Response(multipartForm({}, [{ field: 'file', bytes: big }]))
    const body = Buffer.from(await encoded.arrayBuffer())
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-avatar',
      headers: { ...bearer(a.token), 'content-type': encoded.headers.get('content-type')! },
      // A stream: the request carries no Content-Length, so only the count while reading can refuse it.
      payload: Readable.from([body.subarray(0, 1024 * 1024), body.subarray(1024 * 1024)]),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ detail: 'File too large', code: 'file_too_large' })
  })

  it('accepts a banner up to 10 MB and refuses one over it', async () => {
    const a = await user()
    const over = Buffer.concat([await imageBytes(10, 10, 'png'), Buffer.alloc(10 * 1024 * 1024 + 1)])
    expect(
      (await postForm(t.app, a.token, '/api/users/upload-banner', {}, [{ field: 'file', bytes: over }]))
        .statusCode,
    ).toBe(413)
  })
})
