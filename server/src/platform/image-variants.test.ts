import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { thumbHashToApproximateAspectRatio } from 'thumbhash'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeVariants, storeLightImage } from './image-variants.ts'
import { createDiskMediaStore, type MediaStore } from './media-store.ts'

describe('image variants', () => {
  let dataDir: string
  let media: MediaStore
  const fileOf = (path: string) => join(dataDir, 'uploads', path.slice('/static/uploads/'.length))
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'agora-variants-'))
    media = createDiskMediaStore({ dataDir })
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#4080c0' } })
      .jpeg()
      .toBuffer()

  it('encodes WebP copies at the narrower widths, keeping the aspect ratio, and a ThumbHash', async () => {
    const { variants, placeholder } = await encodeVariants(await jpeg(1700, 850))
    const sizes = await Promise.all(variants.map(async (v) => sharp(v.bytes).metadata()))
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([
      ['webp', 400, 200],
      ['webp', 800, 400],
      ['webp', 1600, 800],
    ])
    expect(thumbHashToApproximateAspectRatio(Buffer.from(placeholder, 'base64'))).toBeCloseTo(2, 0)
  })

  it('stores nothing for a video, and answers no widths or placeholder', async () => {
    const path = await media.save(Buffer.from('movie'), 'mp4')
    expect(await storeLightImage(media, path, { kind: 'video', bytes: Buffer.from('movie') })).toEqual({
      variantWidths: [],
      placeholder: null,
    })
    expect(existsSync(fileOf(path))).toBe(true)
  })

  it('removes the original when its copies cannot be made, so a failed upload leaves no file', async () => {
    const bytes = Buffer.from('not an image at all')
    const path = await media.save(bytes, 'jpg')
    await expect(storeLightImage(media, path, { kind: 'image', bytes })).rejects.toThrow()
    expect(existsSync(fileOf(path))).toBe(false)
  })
})
