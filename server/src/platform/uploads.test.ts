import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageBytes, videoBytes } from '../../test/posts.ts'
import { HttpError } from './errors.ts'
import { reencodeImage, sniffVideo } from './uploads.ts'

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (err: unknown) => (err instanceof HttpError ? err.statusCode : 500),
  )

describe('reencodeImage', () => {
  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'where I live' } })
      .toBuffer()
    expect((await sharp(photo).metadata()).orientation).toBe(6)
    const out = await reencodeImage(photo)
    expect(out).toMatchObject({ ext: 'jpg', width: 20, height: 40 })
    const meta = await sharp(out.bytes).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.orientation).toBeUndefined()
    expect(meta.exif).toBeUndefined()
  })

  it('keeps PNG, WebP and GIF as they are and makes other formats JPEG', async () => {
    for (const format of ['png', 'webp', 'gif'] as const) {
      const out = await reencodeImage(await imageBytes(8, 6, format))
      expect((await sharp(out.bytes).metadata()).format).toBe(format)
      expect(out.ext).toBe(format)
    }
    const tiff = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer()
    const out = await reencodeImage(tiff)
    expect(out.ext).toBe('jpg')
    expect((await sharp(out.bytes).metadata()).format).toBe('jpeg')
  })

  it('shrinks an image to at most 4096 px on its longer side, keeping the aspect', async () => {
    const out = await reencodeImage(await imageBytes(5000, 50))
    expect(out).toMatchObject({ width: 4096, height: 41 })
    const small = await reencodeImage(await imageBytes(300, 200))
    expect(small).toMatchObject({ width: 300, height: 200 })
  })

  it('refuses SVG, text, and a truncated image with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    expect(await statusOf(reencodeImage(svg))).toBe(415)
    expect(await statusOf(reencodeImage(Buffer.from('just some text, not a picture')))).toBe(415)
    const jpeg = await imageBytes(200, 200, 'jpeg')
    expect(await statusOf(reencodeImage(jpeg.subarray(0, jpeg.length / 2)))).toBe(415)
  })
})

describe('sniffVideo', () => {
  it('knows MP4 and QuickTime by their ftyp brands', () => {
    expect(sniffVideo(videoBytes('mp4'))).toBe('mp4')
    expect(sniffVideo(videoBytes('mov'))).toBe('mov')
  })

  it('leaves HEIF pictures, other files and short input alone', () => {
    const heic = Buffer.from(videoBytes('mp4'))
    heic.write('heic', 8, 'latin1')
    heic.write('mif1heic', 16, 'latin1')
    expect(sniffVideo(heic)).toBeNull()
    expect(sniffVideo(Buffer.from('RIFF....AVI LIST'))).toBeNull()
    expect(sniffVideo(Buffer.from('ftyp'))).toBeNull()
  })
})
