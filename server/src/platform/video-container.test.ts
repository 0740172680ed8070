import { describe, expect, it } from 'vitest'
import { box, ftyp, hdlr, largeBox, moov, movieBytes, trak } from '../../test/mp4.ts'
import { hasVideoTrack } from './video-container.ts'

const mdat = (bytes = 64) => box('mdat', Buffer.alloc(bytes, 7))

describe('hasVideoTrack', () => {
  it('accepts an MP4 and a QuickTime movie with a video track', () => {
    expect(hasVideoTrack(movieBytes('mp4'))).toBe(true)
    expect(hasVideoTrack(movieBytes('mov'))).toBe(true)
  })

  it('accepts the movie box after the media data, as cameras write it', () => {
    expect(hasVideoTrack(Buffer.concat([ftyp('mp4'), mdat(), box('free'), moov(trak('vide'))]))).toBe(true)
  })

  it('accepts a video track after an audio track', () => {
    expect(hasVideoTrack(Buffer.concat([ftyp('mp4'), moov(trak('soun'), trak('vide')), mdat()]))).toBe(true)
  })

  it('reads 64-bit box sizes and a last box that runs to the end of the file', () => {
    expect(
      hasVideoTrack(Buffer.concat([ftyp('mp4'), moov(trak('vide')), largeBox('mdat', Buffer.alloc(100))])),
    ).toBe(true)
    const toEnd = mdat(100)
    toEnd.writeUInt32BE(0, 0)
    expect(hasVideoTrack(Buffer.concat([ftyp('mp4'), moov(trak('vide')), toEnd]))).toBe(true)
  })

  it('refuses an ftyp header followed by junk', () => {
    expect(
      hasVideoTrack(Buffer.concat([ftyp('mp4'), Buffer.from('this is not a movie at all, just text')])),
    ).toBe(false)
    expect(hasVideoTrack(Buffer.concat([ftyp('mp4'), Buffer.alloc(2000)]))).toBe(false)
    expect(hasVideoTrack(ftyp('mp4'))).toBe(false)
  })

  it('refuses an audio-only file (M4A) and a movie box without tracks', () => {
    expect(hasVideoTrack(Buffer.concat([ftyp('mp4'), moov(trak('soun')), mdat()]))).toBe(false)
    expect(hasVideoTrack(Buffer.concat([ftyp('mp4'), moov(), mdat()]))).toBe(false)
    // A 'vide' handler outside a track's mdia does not make a video track.
    expect(hasVideoTrack(Buffer.concat([ftyp('mp4'), moov(box('meta', hdlr('vide'))), mdat()]))).toBe(false)
  })

  it('refuses a truncated file, wherever it was cut', () => {
    const whole = movieBytes('mp4', 4096)
    for (const cut of [20, 40, 200, 4000, 4095]) expect(hasVideoTrack(whole.subarray(0, cut))).toBe(false)
    // Trailing bytes too few for a box header are junk as well.
    expect(hasVideoTrack(Buffer.concat([whole, Buffer.from('xyz')]))).toBe(false)
  })

  it('refuses a movie that does not start with ftyp', () => {
    expect(hasVideoTrack(Buffer.concat([moov(trak('vide')), ftyp('mp4'), mdat()]))).toBe(false)
  })

  it('refuses impossible sizes: smaller than the header, past the container, a 64-bit size past the end', () => {
    const tiny = Buffer.concat([
      ftyp('mp4'),
      moov(trak('vide')),
      Buffer.from([0, 0, 0, 4, 0x66, 0x72, 0x65, 0x65]),
    ])
    expect(hasVideoTrack(tiny)).toBe(false)
    const inner = moov(trak('vide'))
    inner.writeUInt32BE(inner.length + 100, 8 + 0) // mvhd claims more than moov holds
    expect(hasVideoTrack(Buffer.concat([ftyp('mp4'), inner, mdat()]))).toBe(false)
    const huge = largeBox('mdat', Buffer.alloc(10))
    huge.writeBigUInt64BE(2n ** 62n, 8)
    expect(hasVideoTrack(Buffer.concat([ftyp('mp4'), moov(trak('vide')), huge]))).toBe(false)
  })

  it('refuses a handler box too short to hold a handler type', () => {
    const short = box('trak', box('mdia', box('hdlr', Buffer.alloc(6))))
    expect(hasVideoTrack(Buffer.concat([ftyp('mp4'), moov(short), mdat()]))).toBe(false)
  })

  it('gives up on a file made of a flood of tiny boxes, quickly', () => {
    const flood = Buffer.concat([
      ftyp('mp4'),
      Buffer.concat(Array.from({ length: 100_000 }, () => box('free'))),
      moov(trak('vide')),
    ])
    const started = performance.now()
    expect(hasVideoTrack(flood)).toBe(false)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
