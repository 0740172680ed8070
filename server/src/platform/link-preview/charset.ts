import { TextDecoder } from 'node:util'

/**
 * A page's bytes as text, in the encoding the HTML standard would pick, in its order: a byte-order
 * mark, the Content-Type header's charset, a <meta charset> (or http-equiv Content-Type) in the first
 * 1024 bytes, else UTF-8. An encoding TextDecoder does not know falls back to UTF-8; bytes invalid in the
 * encoding become U+FFFD rather than failing the page.
 */
export function decodePage(bytes: Uint8Array, contentType: string | undefined): string {
  const label = byteOrderMark(bytes) ?? charsetOf(contentType) ?? metaCharset(bytes) ?? 'utf-8'
  return decoderFor(label).decode(bytes)
}

export interface MediaType {
  /** The essence, lowercase: text/html. */
  type: string
  params: Record<string, string>
}

/** A Content-Type header's type and parameters (lowercase names, quotes removed). */
export function parseMediaType(header: string | undefined): MediaType | null {
  if (!header) return null
  const [essence = '', ...rest] = header.split(';')
  const type = essence.trim().toLowerCase()
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(type)) return null
  const params: Record<string, string> = {}
  for (const part of rest) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim().toLowerCase()
    params[name] = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
  }
  return { type, params }
}

function charsetOf(contentType: string | undefined): string | undefined {
  return parseMediaType(contentType)?.params.charset || undefined
}

function byteOrderMark(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  return undefined
}

const META_CHARSET = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i

function metaCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
  const label = META_CHARSET.exec(head)?.[1]?.toLowerCase()
  // A page that says UTF-16 in an ASCII-compatible <meta> cannot be UTF-16: the standard reads UTF-8.
  return label?.startsWith('utf-16') ? 'utf-8' : label
}

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label)
  } catch {
    return new TextDecoder('utf-8')
  }
}
