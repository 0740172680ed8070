import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { runCliOn } from '../../test/cli.ts'
import { makeUser } from '../../test/factories.ts'
import { queryRows } from '../db/client.ts'
import { seedPost } from '../modules/posts/index.ts'

describe('media:cleanup', () => {
  let t: TestApp
  const run = (...argv: string[]) => runCliOn(t, ...argv)
  const fileOf = (path: string) => join(t.dataDir, 'uploads', path.replace(/^.*?(\d{4}\/)/, '$1'))
  const exists = (path: string) => existsSync(fileOf(path))
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
  /** A stored file of `bytes` bytes, made two hours ago unless `recent`. */
  const stored = async (bytes: number, recent = false) => {
    const path = await t.media.save(Buffer.alloc(bytes, 1), 'jpg')
    if (!recent) utimesSync(fileOf(path), twoHoursAgo, twoHoursAgo)
    return path
  }
  const files: Record<string, string> = {}
  const strays = () => [
    join(t.dataDir, 'uploads', 'notes.txt'),
    join(t.dataDir, 'uploads', '2026/01/02/mine.jpg'),
  ]

  beforeAll(async () => {
    t = await buildTestApp()
    const owner = await makeUser(t)
    files.postImage = await stored(100)
    files.avatar = await stored(100)
    files.bannerByPublicUrl = await stored(100)
    files.universityLogo = await stored(100)
    files.orphan = await stored(1000)
    files.otherOrphan = await stored(1500)
    files.uploading = await stored(100, true)
    await seedPost(t.database.db, {
      userId: owner.id,
      content: 'with a picture',
      media: [{ kind: 'image', filePath: files.postImage }],
    })
    const key = files.bannerByPublicUrl.slice('/static/uploads/'.length)
    await queryRows(
      t.database.db,
      `UPDATE users SET avatar_url = '${files.avatar}', banner_url = 'https://media.example.edu/agora/${key}'
       WHERE id = ${owner.id}`,
    )
    await queryRows(
      t.database.db,
      `INSERT INTO universities (name, avatar_url) VALUES ('Cleanup University', '${files.universityLogo}')`,
    )
    // Not the store's: never listed, never removed.
    mkdirSync(join(t.dataDir, 'uploads', '2026/01/02'), { recursive: true })
    for (const stray of strays()) {
      writeFileSync(stray, 'keep')
      utimesSync(stray, twoHoursAgo, twoHoursAgo)
    }
  })
  afterAll(() => t.close())

  it('counts what it would remove with --dry-run, and removes nothing', async () => {
    const r = await run('media:cleanup', '--dry-run')
    expect(r).toMatchObject({ code: 0, err: [] })
    expect(r.out).toEqual([
      'Would remove 2 files (2.4 kB) that nothing refers to, of 7 stored; 1 younger than an hour left alone. Run without --dry-run to remove them.',
    ])
    expect(Object.values(files).every(exists)).toBe(true)
  })

  it('removes the old files nothing refers to, with progress, and keeps the rest', async () => {
    const r = await run('media:cleanup')
    expect(r).toMatchObject({ code: 0, err: [] })
    expect(r.out).toEqual([
      'Removed 2 files (2.4 kB) that nothing refers to, of 7 stored; 1 younger than an hour left alone.',
    ])
    expect(r.progress).toEqual([
      expect.stringMatching(/^listing files: 7 in \d+\.\d s$/),
      // A row in each of post_media, users and universities.
      'reading references: 1/3 (33%)',
      'reading references: 2/3 (66%)',
      expect.stringMatching(/^reading references: 3\/3 \(100%\) in /),
      'removing: 1/2 (50%)',
      expect.stringMatching(/^removing: 2\/2 \(100%\) in /),
    ])
    expect(exists(files.orphan!)).toBe(false)
    expect(exists(files.otherOrphan!)).toBe(false)
    for (const name of ['postImage', 'avatar', 'bannerByPublicUrl', 'universityLogo', 'uploading']) {
      expect(exists(files[name]!)).toBe(true)
    }
    expect(strays().every((f) => existsSync(f))).toBe(true)
  })

  it('finds nothing more when run again', async () => {
    const r = await run('media:cleanup')
    expect(r.out).toEqual([
      'Removed 0 files (0 B) that nothing refers to, of 5 stored; 1 younger than an hour left alone.',
    ])
  })

  it.each([
    [['--dry-run=yes'], '--dry-run takes no value'],
    [['--older-than', '2h'], 'Unknown option --older-than'],
    [['all'], 'Unexpected argument all'],
  ])('refuses media:cleanup %j in one line, removing nothing', async (args, reason) => {
    const r = await run('media:cleanup', ...args)
    expect(r).toMatchObject({ code: 1, out: [], err: [`error: ${reason}`], progress: [] })
    expect(exists(files.uploading!)).toBe(true)
  })
})
