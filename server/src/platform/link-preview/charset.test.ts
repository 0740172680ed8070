import { describe, expect, it } from 'vitest'
import { decodePage, parseMediaType } from './charset.ts'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  )

describe('decodePage', () => {
  it('reads UTF-8 without a word about it', () => {
    expect(decodePage(new TextEncoder().encode('<title>Çay ☕</title>'), 'text/html')).toBe(
      '<title>Çay ☕</title>',
    )
  })

  it('takes the header charset over a <meta charset>', () => {
    const page = bytes('<meta charset="utf-8"><p>caf', [0xe9], '</p>')
    expect(decodePage(page, 'text/html; charset="ISO-8859-1"')).toBe('<meta charset="utf-8"><p>café</p>')
  })

  it('reads <meta charset> and the http-equiv Content-Type', () => {
    expect(decodePage(bytes('<meta charset=windows-1254><b>', [0xfe], '</b>'), 'text/html')).toBe(
      '<meta charset=windows-1254><b>ş</b>',
    )
    const equiv = bytes('<meta http-equiv="Content-Type" content="text/html; charset=koi8-r">', [0xc4, 0xc1])
    expect(decodePage(equiv, undefined).endsWith('да')).toBe(true)
  })

  it('lets a byte-order mark decide, and strips it', () => {
    const utf16 = [0xff, 0xfe, ...Buffer.from('<p>hi</p>', 'utf16le')]
    expect(decodePage(Uint8Array.from(utf16), 'text/html; charset=iso-8859-1')).toBe('<p>hi</p>')
  })

  it('falls back to UTF-8 for an unknown label, and for UTF-16 claimed in ASCII', () => {
    expect(decodePage(bytes('<meta charset="x-unknown">é'), 'text/html; charset=nonsense')).toBe(
      '<meta charset="x-unknown">\ufffd',
    )
    expect(decodePage(new TextEncoder().encode('<meta charset="utf-16">ü'), undefined)).toBe(
      '<meta charset="utf-16">ü',
    )
  })
})

describe('parseMediaType', () => {
  it.each([
    ['text/html', { type: 'text/html', params: {} }],
    ['Text/HTML; Charset=UTF-8', { type: 'text/html', params: { charset: 'UTF-8' } }],
    [
      'application/xhtml+xml;charset="utf-8"',
      { type: 'application/xhtml+xml', params: { charset: 'utf-8' } },
    ],
    ['', null],
    [undefined, null],
    ['html', null],
    ['text/html garbage', null],
  ])('%j', (header, expected) => {
    expect(parseMediaType(header)).toEqual(expected)
  })
})
