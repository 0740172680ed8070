import { BROKEN_JSON, KEYS, ODD_IDS, ODD_STRINGS, type Random, randomJson, rawJson } from './values.ts'

/** One operation of the OpenAPI document, as much of it as the fuzzer reads. */
export interface Operation {
  method: string
  /** The path with {name} placeholders, e.g. /api/users/{id}/follow. */
  path: string
  pathParams: string[]
  queryParams: string[]
  /** Content types of the documented body, and the names of its properties. */
  bodyTypes: string[]
  bodyFields: string[]
}

export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

type Json = Record<string, unknown>

/** Every operation in the document; bodies the document calls raw (none today) would be left out here. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, Json>>
  components?: { schemas?: Record<string, Json> }
}): Operation[] {
  // A body of a named shape is a reference to components.schemas (platform/openapi.ts).
  const resolve = (schema: Json | undefined) =>
    typeof schema?.$ref === 'string' ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []) as { in: string; name: string }[]
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>
      const fields = new Set<string>()
      for (const media of Object.values(content)) {
        for (const name of Object.keys(
          (resolve(media.schema as Json | undefined)?.properties as Json) ?? {},
        )) {
          fields.add(name)
        }
      }
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyTypes: Object.keys(content),
        bodyFields: [...fields],
      })
    }
  }
  return ops
}

/** Ids that exist in the fuzzed database, so that some requests get past the lookups. */
export interface KnownIds {
  users: number[]
  posts: number[]
}

/** A malformed (or now and then well-formed) request to `op`, without its Authorization header. */
export function randomRequest(r: Random, op: Operation, known: KnownIds): FuzzRequest {
  // Now and then a tidy request (known ids, no query, a plain post) gets past the checks and leaves
  // state behind (posts, likes, follows) for the malformed ones to meet.
  if (r.chance(0.15)) return tidyRequest(r, op, known)
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(r, name, known)) + query(r, op)
  const headers: Record<string, string> = {}
  const hasBody = op.method !== 'GET' && (op.bodyTypes.length > 0 || r.chance(0.7))
  if (!hasBody) return { method: op.method, url, headers }
  const { contentType, payload } = body(r, op)
  if (contentType !== null) headers['content-type'] = contentType
  return { method: op.method, url, headers, payload }
}

function tidyRequest(r: Random, op: Operation, known: KnownIds): FuzzRequest {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'tag' ? 'fuzz' : String(r.pick(r.chance(0.5) ? known.users : known.posts)),
  )
  if (op.method === 'GET' || op.method === 'DELETE') return { method: op.method, url, headers: {} }
  if (op.bodyTypes.length > 0) {
    const payload = rawJson(Object.fromEntries(op.bodyFields.map((name) => [name, r.pick(ODD_STRINGS)])))
    return { method: op.method, url, headers: { 'content-type': 'application/json' }, payload }
  }
  const text = r.pick(ODD_STRINGS)
  const payload = `--fz\r\nContent-Disposition: form-data; name="content"\r\n\r\n${text}\r\n--fz--\r\n`
  return { method: op.method, url, headers: { 'content-type': 'multipart/form-data; boundary=fz' }, payload }
}

function pathValue(r: Random, name: string, known: KnownIds): string {
  if (name === 'tag' && r.chance(0.5)) return encode(r.pick(ODD_STRINGS)) || 'tag'
  if (r.chance(0.3)) return String(r.pick(r.chance(0.5) ? known.users : known.posts))
  return r.pick(ODD_IDS)
}

function query(r: Random, op: Operation): string {
  const names = [...op.queryParams, ...(r.chance(0.2) ? [r.pick(KEYS) || 'x'] : [])]
  const parts: string[] = []
  for (const name of names) {
    if (r.chance(0.3)) continue
    const value = r.chance(0.6) ? r.pick(ODD_IDS) : encode(r.pick(ODD_STRINGS))
    parts.push(`${name}=${value}`)
    // A parameter given twice arrives as an array.
    if (r.chance(0.1)) parts.push(`${name}=${r.pick(ODD_IDS)}`)
  }
  if (r.chance(0.05)) parts.push('%E0%A4%A=1', '&&==&')
  return parts.length ? `?${parts.join('&')}` : ''
}

/** The documented fields with odd values, plus now and then a stray one. */
function fieldsObject(r: Random, op: Operation): Record<string, unknown> {
  const fields = op.bodyFields.length ? op.bodyFields : ['content', 'email', 'password']
  const value: Record<string, unknown> = {}
  for (const name of fields)
    if (!r.chance(0.2)) value[name] = r.chance(0.6) ? r.pick(ODD_STRINGS) : randomJson(r, 2)
  if (r.chance(0.2)) value[r.pick(KEYS)] = randomJson(r, 2)
  return value
}

function body(r: Random, op: Operation): { contentType: string | null; payload: string | Buffer } {
  // Operations that document no body take multipart forms (posts, replies, quotes, avatars).
  if (op.bodyTypes.length === 0 && r.chance(0.6)) return multipart(r)
  switch (r.int(9)) {
    case 0:
    case 1:
    case 2:
      return { contentType: 'application/json', payload: rawJson(fieldsObject(r, op)) }
    case 3:
      return { contentType: 'application/json', payload: rawJson(randomJson(r)) }
    case 4:
      return { contentType: r.pick(JSON_TYPES), payload: r.pick(BROKEN_JSON) }
    case 5: {
      const form = Object.entries(fieldsObject(r, op)).map(
        ([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : rawJson(v))}`,
      )
      return { contentType: 'application/x-www-form-urlencoded', payload: form.join('&') }
    }
    case 6:
    case 7:
      return multipart(r)
    default:
      return { contentType: r.pick(OTHER_TYPES), payload: String(r.pick(ODD_STRINGS)) }
  }
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1']
const OTHER_TYPES = ['text/plain', 'application/xml', '*/*', 'application/octet-stream', 'x', 'application/']

/** Bytes that open as a PNG, an MP4, an SVG, or nothing at all. */
const FILES: Buffer[] = [
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.concat([Buffer.from('0000001c667479706973366d', 'hex'), Buffer.alloc(40, 1)]),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  Buffer.from('GIF89a'),
  Buffer.alloc(0),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
]
const FORM_FIELDS = ['content', 'comment', 'images', 'image', 'file', 'video', 'avatar', 'banner']
const FORM_VALUE_FIELDS = ['university_id', 'community_id', 'published', 'quoted_status_id', '__proto__']

/** A multipart body: broken in one of many ways, or well-formed with odd fields and files. */
function multipart(r: Random): { contentType: string | null; payload: Buffer } {
  const boundary = r.chance(0.6) ? 'fz' : r.pick(['x'.repeat(71), 'a b', '"quoted"', 'ünï', '-'.repeat(300)])
  const parts: Buffer[] = []
  for (let i = r.int(5); i >= 0; i--) {
    const name = r.chance(0.3) ? 'content' : r.chance(0.6) ? r.pick(FORM_FIELDS) : r.pick(FORM_VALUE_FIELDS)
    const asFile = r.chance(0.5)
    const disposition = asFile
      ? `form-data; name="${name}"; filename="${r.pick(['x.png', '../../etc/passwd', '', 'a\\b.gif'])}"`
      : `form-data; name="${name}"`
    const head = r.chance(0.05) ? 'X-Nothing: here' : `Content-Disposition: ${disposition}`
    const value = asFile ? r.pick(FILES) : Buffer.from(String(r.pick([...ODD_STRINGS, ...ODD_IDS])))
    parts.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), value, Buffer.from('\r\n'))
  }
  let payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)])
  const breakage = r.int(10)
  if (breakage === 0) payload = payload.subarray(0, r.int(payload.length))
  if (breakage === 1) payload = Buffer.from(`junk\r\n--${boundary}\r\n\r\n`)
  const contentType =
    breakage === 2
      ? 'multipart/form-data'
      : breakage === 3
        ? `multipart/form-data; boundary=other`
        : breakage === 4
          ? `multipart/mixed; boundary=${boundary}`
          : `multipart/form-data; boundary=${boundary}`
  return { contentType, payload }
}

/** Percent-encodes the UTF-8 of `text`; unlike encodeURIComponent it takes lone surrogates too. */
function encode(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte)
    out += /[A-Za-z0-9_.~-]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}
