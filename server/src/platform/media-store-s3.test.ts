import { buffer } from 'node:stream/consumers'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkPrivateFiles } from '../../test/private-files.ts'
import { startTestS3, type TestS3 } from '../../test/s3.ts'
import { parseRange } from './media-serving.ts'
import { MEDIA_KEY } from './media-store.ts'
import { createS3MediaStore, type S3MediaStore } from './media-store-s3.ts'

describe('S3 media store (s3rver on loopback)', () => {
  let s3: TestS3
  const stores: S3MediaStore[] = []
  beforeAll(async () => {
    s3 = await startTestS3()
  })
  afterAll(async () => {
    for (const store of stores) store.close()
    await s3.close()
  })

  const fixed = () => new Date('2026-03-07T23:30:00Z')
  const storeWith = (publicUrl?: string) => {
    const store = createS3MediaStore({ ...s3.config, publicUrl, now: fixed })
    stores.push(store)
    return store
  }
  const keyOf = (path: string) => path.replace(/^.*?(\d{4}\/\d{2}\/\d{2}\/)/, '$1')

  it('files the bytes under YYYY/MM/DD (UTC) with their type, reads them back and removes them', async () => {
    const store = storeWith()
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])
    const path = await store.save(bytes, 'PNG')
    expect(path).toMatch(/^\/static\/uploads\/2026\/03\/07\/[0-9a-f-]{36}\.png$/)
    const key = keyOf(path)
    expect(await store.reader.stat(key)).toMatchObject({ size: bytes.length, contentType: 'image/png' })
    const opened = await store.reader.open(key, {})
    if (opened === null || opened === 'not-modified') throw new Error(`nothing read: ${opened}`)
    expect((await buffer(opened.body)).equals(bytes)).toBe(true)
    const clip = await store.save(Buffer.from('movie'), 'mov')
    expect(await store.reader.stat(keyOf(clip))).toMatchObject({ contentType: 'video/quicktime' })

    await store.remove(path)
    expect(await store.reader.stat(key)).toBeNull()
    expect(await store.reader.open(key, {})).toBeNull()
    await expect(store.remove(path)).resolves.toBeUndefined()
  })

  it('stores the narrower copies of a file beside it, with either path form, and removes them with it', async () => {
    const store = storeWith('https://media.example.edu/agora')
    const path = await store.save(Buffer.from('original'), 'jpg')
    const copy = await store.saveVariant(path, 400, Buffer.from('copy'))
    expect(copy).toBe(path.replace(/\.jpg$/, '.w400.webp'))
    expect(copy).toMatch(/^https:\/\/media\.example\.edu\/agora\/2026\/03\/07\/[0-9a-f-]{36}\.w400\.webp$/)
    expect(await store.reader.stat(keyOf(copy))).toMatchObject({ size: 4, contentType: 'image/webp' })
    const listed = []
    for await (const file of store.list()) listed.push(file.path)
    expect(listed).toEqual(expect.arrayContaining([`/static/uploads/${keyOf(copy)}`]))
    await expect(store.saveVariant('/static/uploads/elsewhere.jpg', 400, Buffer.from('x'))).rejects.toThrow()
    await store.remove(`/static/uploads/${keyOf(path)}`)
    expect(await store.reader.stat(keyOf(path))).toBeNull()
    expect(await store.reader.stat(keyOf(copy))).toBeNull()
  })

  it('reads stored media back and keeps private files (data exports) under private/, never served', async () => {
    const store = storeWith()
    await checkPrivateFiles(store)
    const key = 'exports/00000000-0000-0000-0000-000000000001.zip'
    await store.putPrivate(key, Buffer.from('PK'))
    expect(await store.reader.stat(`private/${key}`)).not.toBeNull()
    // The uploads route takes YYYY/MM/DD keys only, so the private prefix is never a media key.
    expect(MEDIA_KEY.test(`private/${key}`)).toBe(false)
    await store.removePrivate(key)
  })

  it('reads one range of the bytes, and answers not-modified for the ETag it gave', async () => {
    const store = storeWith()
    const bytes = Buffer.from('0123456789abcdef')
    const key = keyOf(await store.save(bytes, 'mp4'))
    const part = await store.reader.open(key, { range: { start: 4, end: 9 } })
    if (part === null || part === 'not-modified') throw new Error(`nothing read: ${part}`)
    expect((await buffer(part.body)).toString()).toBe('456789')
    expect(part.object.size).toBe(16)
    const etag = part.object.etag
    expect(etag).toBeTruthy()
    expect(await store.reader.open(key, { ifNoneMatch: etag })).toBe('not-modified')
  })

  it('answers the public URL when S3_PUBLIC_URL is set, and removes paths of either form', async () => {
    const store = storeWith('https://media.example.edu/agora')
    const path = await store.save(Buffer.from('public'), 'jpg')
    expect(path).toMatch(/^https:\/\/media\.example\.edu\/agora\/2026\/03\/07\/[0-9a-f-]{36}\.jpg$/)
    expect(await store.reader.stat(keyOf(path))).toMatchObject({ contentType: 'image/jpeg', size: 6 })
    await store.remove(path)
    expect(await store.reader.stat(keyOf(path))).toBeNull()

    // Made before the public URL was set: the row still holds the /static/uploads form.
    const older = await storeWith().save(Buffer.from('older'), 'jpg')
    await store.remove(older)
    expect(await store.reader.stat(keyOf(older))).toBeNull()
  })

  it('leaves any path it did not make alone', async () => {
    const store = storeWith('https://media.example.edu')
    const path = await store.save(Buffer.from('keep'), 'png')
    const key = keyOf(path)
    for (const foreign of [
      `https://elsewhere.example.com/${key}`,
      `https://media.example.edu.evil.test/${key}`,
      `/static/other/${key}`,
      `/static/uploads/${key}/../${key}`,
      `/static/uploads/../${key}`,
      `/static/uploads/${key.replace('.png', '')}`,
      '',
    ]) {
      await expect(store.remove(foreign), foreign).resolves.toBeUndefined()
    }
    expect(await store.reader.stat(key)).toMatchObject({ size: 4 })
  })

  it('refuses an extension that could escape the key', async () => {
    const store = storeWith()
    await expect(store.save(Buffer.from('x'), '../../evil')).rejects.toThrow('Not a file extension')
  })
})

describe('listing the S3 media store', () => {
  let s3: TestS3
  beforeAll(async () => {
    s3 = await startTestS3('agora-list')
  })
  afterAll(() => s3.close())

  // One page only: s3rver makes the continuation token of a second page with DES, which the OpenSSL
  // of Node 20 no longer has (it answers 500).
  it('lists every file it stored with size and time, and nothing else of the bucket', async () => {
    const store = createS3MediaStore({ ...s3.config, publicUrl: 'https://media.example.edu' })
    const saved: string[] = []
    for (let i = 1; i <= 5; i++) saved.push(await store.save(Buffer.alloc(i * 10), 'jpg'))
    const admin = new S3Client({
      endpoint: s3.config.endpoint,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.config.accessKeyId, secretAccessKey: s3.config.secretAccessKey },
    })
    await admin.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'backups/notes.txt', Body: 'x' }))
    await admin.send(
      new PutObjectCommand({ Bucket: s3.config.bucket, Key: '2026/01/02/mine.jpg', Body: 'x' }),
    )
    admin.destroy()

    const listed = []
    for await (const file of store.list()) listed.push(file)
    store.close()
    // Listed in the /static/uploads form, which remove takes whatever the public URL.
    const keys = saved.map((p) => p.replace('https://media.example.edu/', ''))
    expect(listed.map((f) => f.path).sort()).toEqual(keys.map((k) => `/static/uploads/${k}`).sort())
    expect(listed.map((f) => f.size).sort((a, b) => a - b)).toEqual([10, 20, 30, 40, 50])
    for (const file of listed) expect(Date.now() - file.modifiedAt.getTime()).toBeLessThan(60_000)
  })
})

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-1', null],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
    ['bytes=-', null],
    ['bytes=a-b', null],
    [undefined, null],
  ])('%s of 1000 bytes -> %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected)
  })
})
