import { existsSync, readdirSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import type { Post } from '@agora/contract'
import { ERRORS } from '@agora/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { bearer, loginAs, makeUser } from '../../../test/factories.ts'
import { box, ftyp, moov, trak } from '../../../test/mp4.ts'
import { imageBytes, postForm, type TestFile, videoBytes } from '../../../test/posts.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await buildTestApp()
  token = await loginAs(t.app, await makeUser(t, { username: 'ali_media' }))
})
afterAll(() => t.close())

const create = (fields: Record<string, string>, files?: TestFile[]) =>
  postForm(t.app, token, '/api/posts/', fields, files)
const storedFiles = () => {
  const root = join(t.dataDir, 'uploads')
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String).sort() : []
}
const stored = (path: string) => join(t.dataDir, 'uploads', path.replace('/static/uploads/', ''))

describe('POST /api/posts/ with media', () => {
  it('stores up to 4 images re-encoded, in order, with their sizes; text is optional', async () => {
    const files = [
      { bytes: await imageBytes(30, 20, 'png'), name: 'a.png' },
      { bytes: await imageBytes(20, 30, 'jpeg'), name: 'b.jpg' },
      { bytes: await imageBytes(10, 10, 'webp'), name: 'c.webp' },
      { bytes: await imageBytes(5000, 100, 'png'), name: '../../d.png' },
    ]
    const res = await create({}, files)
    expect(res.statusCode).toBe(201)
    const post = res.json() as Post
    expect(post.content).toBe('')
    expect(post.images.map((i) => [i.original_filename, i.width, i.height])).toEqual([
      ['a.png', 30, 20],
      ['b.jpg', 20, 30],
      ['c.webp', 10, 10],
      ['d.png', 4096, 82],
    ])
    expect(post.images.map((i) => i.file_path.split('.').pop())).toEqual(['png', 'jpg', 'webp', 'png'])
    for (const image of post.images) {
      expect(image.file_path).toMatch(/^\/static\/uploads\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.[a-z]+$/)
      expect(existsSync(stored(image.file_path))).toBe(true)
    }
    expect((await sharp(stored(post.images[3]!.file_path)).metadata()).width).toBe(4096)
    const served = await t.app.inject({ method: 'GET', url: post.images[0]!.file_path })
    expect(served.statusCode).toBe(200)
  })

  it('accepts one image under the field names image and file too', async () => {
    for (const field of ['image', 'file']) {
      const res = await create({ content: field }, [{ field, bytes: await imageBytes(4, 4) }])
      expect(res.statusCode).toBe(201)
      expect((res.json() as Post).images).toHaveLength(1)
    }
  })

  it('refuses a fifth image with 400, like any broken rule of the mix', async () => {
    const png = await imageBytes(4, 4)
    const res = await create(
      { content: 'five' },
      Array.from({ length: 5 }, () => ({ bytes: png })),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      detail: 'A post can have up to 4 images or one video',
      code: 'too_many_files',
    })
  })

  it('refuses a fake image and an SVG with 415, whatever their names and types say', async () => {
    const fake = await create({ content: 'x' }, [
      { bytes: Buffer.from('not an image'), name: 'cat.png', type: 'image/png' },
    ])
    expect(fake.statusCode).toBe(415)
    expect(fake.json()).toEqual({ detail: expect.any(String), code: 'unsupported_file' })
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')
    const res = await create({ content: 'x' }, [{ bytes: svg, name: 'x.svg', type: 'image/svg+xml' }])
    expect(res.statusCode).toBe(415)
  })

  it('refuses an image over 10 MB with 413, and stores nothing', async () => {
    const before = storedFiles()
    const res = await create({ content: 'big' }, [
      { bytes: await imageBytes(4, 4) },
      { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1), name: 'big.png' },
    ])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ detail: 'An image can be at most 10 MB', code: 'image_too_large' })
    expect(storedFiles()).toEqual(before)
  })

  it('stores one MP4 or QuickTime video as it came, recognised by its bytes', async () => {
    const mp4 = await create({ content: 'clip' }, [
      { field: 'video', bytes: videoBytes('mp4'), name: 'clip.bin' },
    ])
    expect(mp4.statusCode).toBe(201)
    const post = mp4.json() as Post
    expect(post.images).toEqual([])
    expect(post.video).toMatchObject({ original_filename: 'clip.bin' })
    expect(post.video!.file_path).toMatch(/\.mp4$/)
    const mov = await create({}, [{ field: 'images', bytes: videoBytes('mov'), name: 'x.jpg' }])
    expect(mov.statusCode).toBe(201)
    expect((mov.json() as Post).video!.file_path).toMatch(/\.mov$/)
  })

  it('refuses with 415 a file that claims to be a video but is no movie with a video track', async () => {
    const before = storedFiles()
    const whole = videoBytes('mp4', 4096)
    const audioOnly = Buffer.concat([ftyp('mp4'), moov(trak('soun')), box('mdat', Buffer.alloc(500))])
    const fakes = {
      'ftyp then junk': Buffer.concat([ftyp('mp4'), Buffer.from('<?php system($_GET[1]); ?>'.repeat(20))]),
      'audio only (m4a)': audioOnly,
      truncated: whole.subarray(0, 3000),
    }
    for (const [name, bytes] of Object.entries(fakes)) {
      const res = await create({ content: name }, [
        { field: 'video', bytes, name: 'clip.mp4', type: 'video/mp4' },
      ])
      expect(res.statusCode, name).toBe(415)
      expect(res.json(), name).toEqual({ detail: ERRORS.unsupported_file.detail, code: 'unsupported_file' })
    }
    expect(storedFiles()).toEqual(before)
  })

  it('refuses a video with images, or two videos, with 400', async () => {
    const res = await create({ content: 'mix' }, [
      { bytes: videoBytes('mp4') },
      { bytes: await imageBytes(4, 4) },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('too_many_files')
    const two = await create({ content: 'two' }, [{ bytes: videoBytes('mp4') }, { bytes: videoBytes('mov') }])
    expect(two.statusCode).toBe(400)
  })

  it('refuses a video over 50 MB with 413', async () => {
    const res = await create({ content: 'long' }, [
      { field: 'video', bytes: videoBytes('mp4', 50 * 1024 * 1024 + 1) },
    ])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ detail: 'A video can be at most 50 MB', code: 'video_too_large' })
  })

  it('answers 413 while an oversized upload is still arriving, and closes the connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const boundary = 'agora-test-boundary'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="x.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    )
    // The body announces 40 MB, but the client sends at most 12 MB of it and then waits: a server
    // that read the whole body before answering would never answer.
    const answer = await new Promise<{ status: number; connection: string; body: string }>(
      (resolve, reject) => {
        const req = request(new URL('/api/posts/', address), {
          method: 'POST',
          headers: {
            ...bearer(token),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(40 * 1024 * 1024),
          },
        })
        req.on('response', (res) => {
          let body = ''
          res.on('data', (chunk) => {
            body += chunk
          })
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection), body })
            req.destroy()
          })
        })
        req.on('error', reject)
        req.write(head)
        let chunks = 0
        const chunk = Buffer.alloc(1024 * 1024, 7)
        const pump = () => {
          while (chunks < 12) {
            chunks += 1
            if (!req.write(chunk)) return void req.once('drain', pump)
          }
        }
        pump()
      },
    )
    expect(answer).toEqual({
      status: 413,
      connection: 'close',
      body: JSON.stringify({ detail: 'An image can be at most 10 MB', code: 'image_too_large' }),
    })
  })

  it('refuses files under an unknown field name with 422', async () => {
    const res = await create({ content: 'x' }, [{ field: 'attachment', bytes: await imageBytes(4, 4) }])
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      detail: [{ code: 'unexpected_file_field' }],
    })
  })
})
