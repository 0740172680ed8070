import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { checkPrivateFiles } from '../../test/private-files.ts'
import { createDiskMediaStore } from './media-store.ts'

describe('disk media store', () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'agora-media-'))
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const fixed = () => new Date('2026-03-07T23:30:00Z')

  it('files the bytes under uploads/YYYY/MM/DD (UTC) with a new uuid name and answers its path', async () => {
    const store = createDiskMediaStore({ dataDir, now: fixed })
    const path = await store.save(Buffer.from('first'), 'PNG')
    expect(path).toMatch(/^\/static\/uploads\/2026\/03\/07\/[0-9a-f-]{36}\.png$/)
    const file = join(dataDir, 'uploads', path.slice('/static/uploads/'.length))
    expect(readFileSync(file, 'utf8')).toBe('first')
    const other = await store.save(Buffer.from('second'), '.png')
    expect(other).not.toBe(path)
  })

  it('reads stored media back and keeps private files (data exports) out of uploads/', async () => {
    await checkPrivateFiles(createDiskMediaStore({ dataDir, now: fixed }))
  })

  it('refuses an extension that could escape the name', async () => {
    const store = createDiskMediaStore({ dataDir, now: fixed })
    await expect(store.save(Buffer.from('x'), '../../evil')).rejects.toThrow('Not a file extension')
    await expect(store.save(Buffer.from('x'), '')).rejects.toThrow('Not a file extension')
  })

  it('removes what it stored and leaves other paths alone', async () => {
    const store = createDiskMediaStore({ dataDir, now: fixed })
    const path = await store.save(Buffer.from('gone soon'), 'jpg')
    const file = join(dataDir, 'uploads', path.slice('/static/uploads/'.length))
    await store.remove(path)
    expect(existsSync(file)).toBe(false)
    await expect(store.remove(path)).resolves.toBeUndefined()

    const outside = join(dataDir, 'keep.txt')
    writeFileSync(outside, 'keep')
    await store.remove('/static/uploads/../keep.txt')
    await store.remove('https://example.com/a.png')
    expect(existsSync(outside)).toBe(true)
  })

  it('stores the narrower copies of a file beside it and removes them with it, the copy alone too', async () => {
    const store = createDiskMediaStore({ dataDir, now: fixed })
    const fileOf = (path: string) => join(dataDir, 'uploads', path.slice('/static/uploads/'.length))
    const path = await store.save(Buffer.from('original'), 'png')
    const copies = [
      await store.saveVariant(path, 400, Buffer.from('a')),
      await store.saveVariant(path, 800, Buffer.from('b')),
    ]
    expect(copies).toEqual([path.replace(/\.png$/, '.w400.webp'), path.replace(/\.png$/, '.w800.webp')])
    expect(readFileSync(fileOf(copies[0]!), 'utf8')).toBe('a')
    expect((await store.read(copies[1]!))?.toString()).toBe('b')
    await expect(store.saveVariant('/static/uploads/../keep.png', 400, Buffer.from('x'))).rejects.toThrow()
    await expect(store.saveVariant(copies[0]!, 400, Buffer.from('x'))).rejects.toThrow()
    await store.remove(copies[1]!)
    expect([
      existsSync(fileOf(path)),
      existsSync(fileOf(copies[0]!)),
      existsSync(fileOf(copies[1]!)),
    ]).toEqual([true, true, false])
    await store.remove(path)
    expect(existsSync(fileOf(path)) || existsSync(fileOf(copies[0]!))).toBe(false)
  })

  it('lists the files it stored with their size and time, and nothing else of the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agora-media-list-'))
    const store = createDiskMediaStore({ dataDir: dir, now: fixed })
    const first = await store.save(Buffer.from('first'), 'png')
    const second = await createDiskMediaStore({ dataDir: dir }).save(Buffer.from('second!'), 'mp4')
    writeFileSync(join(dir, 'uploads', 'notes.txt'), 'not an upload')
    mkdirSync(join(dir, 'uploads', '2026', '03', '07', 'folder'))
    writeFileSync(join(dir, 'uploads', '2026', '03', '07', 'mine.png'), 'not named by the store')

    const listed = []
    for await (const file of store.list()) listed.push(file)
    rmSync(dir, { recursive: true, force: true })
    expect(listed.sort((a, b) => a.size - b.size)).toEqual([
      { path: first, size: 5, modifiedAt: expect.any(Date) },
      { path: second, size: 7, modifiedAt: expect.any(Date) },
    ])
    expect(Date.now() - listed[0]!.modifiedAt.getTime()).toBeLessThan(60_000)
  })
})

describe('media served by the app', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('serves a saved file at its path, and 404s once it is removed', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    const path = await t.media.save(bytes, 'png')
    const res = await t.app.inject({ method: 'GET', url: path })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.rawPayload.equals(bytes)).toBe(true)

    await t.media.remove(path)
    const gone = await t.app.inject({ method: 'GET', url: path })
    expect(gone.statusCode).toBe(404)
  })
})
