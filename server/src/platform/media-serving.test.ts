import type { Post } from '@agora/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { as } from '../../test/client.ts'
import { loginAs, makeUser } from '../../test/factories.ts'
import { imageBytes, postForm, videoBytes } from '../../test/posts.ts'
import { startTestS3, type TestS3 } from '../../test/s3.ts'
import { createS3MediaStore, type S3MediaStore } from './media-store-s3.ts'

const MEDIA_CACHE = 'private, max-age=31536000, immutable'

let s3: TestS3
const stores: S3MediaStore[] = []
const apps: TestApp[] = []
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  for (const app of apps) await app.close()
  for (const store of stores) store.close()
  await s3.close()
})

/** An app as main.ts builds it with S3_* set: the config names the bucket, the S3 store holds media. */
async function appOnS3(publicUrl?: string): Promise<TestApp> {
  const media = createS3MediaStore({ ...s3.config, publicUrl })
  stores.push(media)
  const env = publicUrl ? { ...s3.env, S3_PUBLIC_URL: publicUrl } : s3.env
  const t = await buildTestApp({ media, env })
  apps.push(t)
  return t
}

describe('media on S3 served through /static/uploads (no S3_PUBLIC_URL)', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await appOnS3()
    token = await loginAs(t.app, await makeUser(t, { username: 'deniz_s3' }))
  })
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('serves an image uploaded through POST /api/posts/ back as it was stored, until the post is deleted', async () => {
    const res = await postForm(t.app, token, '/api/posts/', { content: 'on s3' }, [
      { bytes: await imageBytes(30, 20, 'png'), name: 'a.png' },
    ])
    expect(res.statusCode).toBe(201)
    const post = res.json() as Post
    const path = post.images[0]!.file_path
    expect(path).toMatch(/^\/static\/uploads\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.png$/)

    const served = await get(path)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toBe(MEDIA_CACHE)
    expect(served.headers['accept-ranges']).toBe('bytes')
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length)
    const stored = await s3Object(path)
    expect(served.rawPayload.equals(stored)).toBe(true)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 30, height: 20 })

    // Another instance on the same bucket serves it too.
    const other = await appOnS3()
    const there = await other.app.inject({ method: 'GET', url: path })
    expect(there.statusCode).toBe(200)
    expect(there.rawPayload.equals(stored)).toBe(true)

    expect((await as(t.app, token).delete(`/api/posts/${post.id}`)).statusCode).toBeLessThan(300)
    const gone = await get(path)
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toMatchObject({ code: 'not_found' })
  })

  it('sends a video byte for byte, one range of it with 206, and its size to HEAD', async () => {
    const movie = videoBytes('mp4', 4096)
    const res = await postForm(t.app, token, '/api/posts/', { content: 'clip' }, [
      { field: 'video', bytes: movie, name: 'clip.mp4' },
    ])
    expect(res.statusCode).toBe(201)
    const path = (res.json() as Post).video!.file_path

    const whole = await get(path)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('video/mp4')
    expect(whole.rawPayload.equals(movie)).toBe(true)

    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=4000-', 4000, 4095],
      ['bytes=-96', 4000, 4095],
      ['bytes=1000-99999', 1000, 4095],
    ] as const) {
      const part = await get(path, { range })
      expect(part.statusCode, range).toBe(206)
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/4096`)
      expect(part.headers['content-length'], range).toBe(String(end - start + 1))
      expect(part.rawPayload.equals(movie.subarray(start, end + 1)), range).toBe(true)
    }
    // Several ranges are answered with the whole file, as RFC 9110 allows.
    expect((await get(path, { range: 'bytes=0-1,5-6' })).rawPayload.equals(movie)).toBe(true)
    // A range whose If-Range names another version is ignored too.
    const stale = await get(path, { range: 'bytes=0-9', 'if-range': '"not-this-one"' })
    expect(stale.statusCode).toBe(200)

    const head = await t.app.inject({ method: 'HEAD', url: path })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe('4096')
    expect(head.headers['content-type']).toBe('video/mp4')
    expect(head.rawPayload.length).toBe(0)

    const etag = String(whole.headers.etag)
    const again = await get(path, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('answers 404 for a key that is not stored or not a media key, never asking S3 for the latter', async () => {
    for (const url of [
      '/static/uploads/2026/01/01/00000000-0000-4000-8000-000000000000.png',
      '/static/uploads/2026/01/01/00000000-0000-4000-8000-000000000000.mp4',
      '/static/uploads/not-a-key.png',
      '/static/uploads/',
      '/static/uploads/2026/01/01/../../../secret.txt',
    ]) {
      const res = await get(url, { range: 'bytes=0-9' })
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toMatchObject({ code: 'not_found' })
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(404)
    }
  })

  it('answers a range past the end as the disk store does (a 400 bad_request today)', async () => {
    const path = await t.media.save(Buffer.from('short'), 'mp4')
    const onS3 = await get(path, { range: 'bytes=100-' })
    const disk = await buildTestApp()
    apps.push(disk)
    const onDisk = await disk.app.inject({
      method: 'GET',
      url: await disk.media.save(Buffer.from('short'), 'mp4'),
      headers: { range: 'bytes=100-' },
    })
    expect(onS3.statusCode).toBeGreaterThanOrEqual(400)
    expect(onS3.statusCode).toBeLessThan(500)
    expect({ status: onS3.statusCode, body: onS3.json() }).toEqual({
      status: onDisk.statusCode,
      body: onDisk.json(),
    })
  })

  async function s3Object(path: string): Promise<Buffer> {
    const store = stores[0]!
    const opened = await store.reader.open(path.replace('/static/uploads/', ''), {})
    if (opened === null || opened === 'not-modified') throw new Error(`not stored: ${path}`)
    return Buffer.from(await opened.body.toArray().then((chunks) => Buffer.concat(chunks)))
  }
})

describe('media on S3 with S3_PUBLIC_URL', () => {
  const PUBLIC = 'https://media.example.edu/agora'
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await appOnS3(PUBLIC)
    token = await loginAs(t.app, await makeUser(t, { username: 'elif_s3' }))
  })

  it('answers media at the public URL, lets pages load from its origin, and removes a replaced avatar', async () => {
    const upload = async () => {
      const res = await postForm(t.app, token, '/api/users/upload-avatar', {}, [
        { field: 'avatar', bytes: await imageBytes(64, 64, 'png'), name: 'me.png' },
      ])
      expect(res.statusCode).toBe(200)
      return res.json().avatar_url as string
    }
    const first = await upload()
    expect(first.startsWith(`${PUBLIC}/`)).toBe(true)
    const key = first.slice(PUBLIC.length + 1)
    const reader = stores.at(-1)!.reader
    expect(await reader.stat(key)).toMatchObject({ contentType: expect.stringMatching(/^image\//) })
    // Readable through the app as well (a link made before the public URL was set keeps working).
    expect((await t.app.inject({ method: 'GET', url: `/static/uploads/${key}` })).statusCode).toBe(200)

    const second = await upload()
    expect(second).not.toBe(first)
    expect(await reader.stat(key)).toBeNull()

    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    )
    expect(csp).toMatch(/img-src [^;]*https:\/\/media\.example\.edu(?!\/)/)
    expect(csp).toMatch(/media-src [^;]*https:\/\/media\.example\.edu(?!\/)/)
  })
})
