/**
 * Whether a file that calls itself MP4 or QuickTime (its ftyp brand, uploads.ts sniffVideo) is one: an
 * ISO base media file (ISO/IEC 14496-12, which QuickTime's atoms share) whose boxes tile the whole
 * file, with a movie box holding at least one video track (moov > trak > mdia > hdlr of handler type
 * 'vide'). A brand followed by junk, a truncated file, or an audio-only M4A is not. Nothing here
 * decodes video: the container's shape is what is checked, so that a post's video is at least a
 * movie a player will open.
 *
 * Box headers are read by their sizes, never by searching the bytes: the walk is linear in the
 * number of boxes, goes exactly four levels deep (no recursion on the file's say-so), and gives up
 * after MAX_BOXES boxes, so a crafted file costs no more than a real one.
 */

/** Far more boxes than a real movie has (a fragmented MP4 of an hour has a few thousand). */
const MAX_BOXES = 20_000

interface Box {
  type: string
  /** Where the box's payload starts (after its header) and where the box ends. */
  start: number
  end: number
}

class Malformed extends Error {}

/** True when `bytes` is a whole, well-formed MP4 or QuickTime file with a video track. */
export function hasVideoTrack(bytes: Buffer): boolean {
  const budget = { left: MAX_BOXES }
  try {
    const top = [...children(bytes, 0, bytes.length, budget)]
    if (top[0]?.type !== 'ftyp') return false
    return top
      .filter((box) => box.type === 'moov')
      .some((moov) =>
        [...children(bytes, moov.start, moov.end, budget)]
          .filter((box) => box.type === 'trak')
          .some((trak) => isVideoTrack(bytes, trak, budget)),
      )
  } catch (err) {
    if (err instanceof Malformed) return false
    throw err
  }
}

/** trak > mdia > hdlr: version and flags (4 bytes), pre_defined (QuickTime: 'mhlr'), handler type. */
function isVideoTrack(bytes: Buffer, trak: Box, budget: { left: number }): boolean {
  for (const mdia of children(bytes, trak.start, trak.end, budget)) {
    if (mdia.type !== 'mdia') continue
    for (const hdlr of children(bytes, mdia.start, mdia.end, budget)) {
      if (hdlr.type !== 'hdlr') continue
      if (hdlr.end - hdlr.start < 12) throw new Malformed('hdlr too short')
      if (bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12) === 'vide') return true
    }
  }
  return false
}

/**
 * The boxes that exactly fill [start, end): a box that runs past the end (a truncated file) or a gap
 * too small for a header (junk) is malformed. A size of 1 means a 64-bit size follows the type; 0 means
 * the box runs to the end of its container.
 */
function* children(bytes: Buffer, start: number, end: number, budget: { left: number }): Generator<Box> {
  let at = start
  while (at < end) {
    if (--budget.left < 0) throw new Malformed('too many boxes')
    if (end - at < 8) throw new Malformed('no room for a box header')
    let size = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    let header = 8
    if (size === 1) {
      if (end - at < 16) throw new Malformed('no room for a 64-bit size')
      const large = bytes.readBigUInt64BE(at + 8)
      if (large > BigInt(end - at)) throw new Malformed('box runs past its container')
      size = Number(large)
      header = 16
    } else if (size === 0) {
      size = end - at
    }
    if (size < header || at + size > end) throw new Malformed('box runs past its container')
    yield { type, start: at + header, end: at + size }
    at += size
  }
}
