/**
 * Hand-built ISO base media (MP4, QuickTime) files for the upload tests: the boxes a player needs to
 * see a video track, and nothing a test does not ask for. No codec data: the server checks the
 * container's shape, not the pictures.
 */

/** A box: 32-bit size, four-character type, payload (children's bytes or raw fields). */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload)
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + body.length, 0)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, body])
}

/** The same box with a 64-bit size (size field 1), as large files write mdat. */
export function largeBox(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload)
  const header = Buffer.alloc(16)
  header.writeUInt32BE(1, 0)
  header.write(type, 4, 'latin1')
  header.writeBigUInt64BE(BigInt(16 + body.length), 8)
  return Buffer.concat([header, body])
}

export function ftyp(kind: 'mp4' | 'mov'): Buffer {
  const brands = kind === 'mp4' ? ['isom', 'iso2'] : ['qt  ', 'qt  ']
  const version = Buffer.alloc(4)
  version.writeUInt32BE(0x200)
  return box(
    'ftyp',
    Buffer.from(kind === 'mp4' ? 'isom' : 'qt  ', 'latin1'),
    version,
    Buffer.from(brands.join(''), 'latin1'),
  )
}

/** hdlr: version and flags, pre_defined (QuickTime's component type), handler type, reserved, name. */
export function hdlr(handler: 'vide' | 'soun' | 'meta', quicktime = false): Buffer {
  return box(
    'hdlr',
    Buffer.alloc(4),
    Buffer.from(quicktime ? 'mhlr' : '\0\0\0\0', 'latin1'),
    Buffer.from(handler, 'latin1'),
    Buffer.alloc(12),
    Buffer.from('handler\0', 'latin1'),
  )
}

export function trak(handler: 'vide' | 'soun', quicktime = false): Buffer {
  return box(
    'trak',
    box('tkhd', Buffer.alloc(84)),
    box('mdia', box('mdhd', Buffer.alloc(24)), hdlr(handler, quicktime)),
  )
}

export function moov(...tracks: Buffer[]): Buffer {
  return box('moov', box('mvhd', Buffer.alloc(100)), ...tracks)
}

/** A whole movie with one video track: ftyp, moov, then mdat padded so that the file has `size` bytes. */
export function movieBytes(kind: 'mp4' | 'mov', size = 2048): Buffer {
  const head = Buffer.concat([ftyp(kind), moov(trak('vide', kind === 'mov'))])
  return Buffer.concat([head, box('mdat', Buffer.alloc(Math.max(0, size - head.length - 8)))])
}
