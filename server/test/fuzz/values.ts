/**
 * The raw material of the fuzzing test (openapi.fuzz.test.ts): a seeded random source and the odd
 * values a careless or hostile client sends. Nothing here contains the markers the test looks for in
 * answers (file paths, 'Error:', stack frames), so an answer that echoes input cannot trip them.
 */

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export class Random {
  private state: number
  constructor(readonly seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  int(below: number): number {
    return Math.floor(this.next() * below)
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!
  }
}

/** Ids as a path or query may carry them: zero, negative, fractional, overflowing, not numbers at all. */
export const ODD_IDS = [
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  '2147483648',
  '2147483647',
  '-2147483649',
  '9007199254740993',
  'abc',
  '../../etc',
  '..%2F..%2Fetc%2Fpasswd',
  '1.5',
  '0x10',
  '%20',
  '1%00',
  '%00',
  'NaN',
  'Infinity',
  '-0',
  '1e3',
  '%F0%9F%99%82',
  '%E0%A4%A',
  '%',
  'null',
  'undefined',
  '[]',
  '1,2',
  'x'.repeat(101),
  '9'.repeat(60),
] as const

/** Strings for text fields: empty, blank, long, NUL, lone surrogates, scripts, injection attempts. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\t\n',
  'a',
  'valid_name',
  'someone@example.edu',
  'x'.repeat(281),
  'x'.repeat(5000),
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u200b',
  '🙂'.repeat(300),
  'İıŞşĞğ',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table users; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
  '${7*7}{{7*7}}',
  '%00%ff',
  '\\u0000',
  '#tag @mention',
  'true',
  '12',
  '-1',
  'følge',
  // Issue 30: days no event, deadline or mute may fall on, and a direction override in a name.
  '1900-01-01',
  '9999-12-31T23:59:59Z',
  'Club \u202Ebulc',
] as const

/** Numbers, including ones JSON.stringify cannot write (placed in the text by rawJson). */
const ODD_NUMBERS = [0, -1, 1, 1.5, -0.5, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e21]
const RAW_NUMBERS = ['1e309', '-1e309', '99999999999999999999', '1e-400', '-0']

/** A stand-in that rawJson writes as a bare number token. */
const RAW = '\u0001raw:'

/** Any JSON value, nested up to `depth`. */
export function randomJson(r: Random, depth = 3): unknown {
  const kind = r.int(depth > 0 ? 9 : 6)
  switch (kind) {
    case 0:
      return r.pick(ODD_STRINGS)
    case 1:
      return r.pick(ODD_NUMBERS)
    case 2:
      return `${RAW}${r.pick(RAW_NUMBERS)}`
    case 3:
      return r.pick([true, false, null])
    case 4:
      return r.pick(ODD_IDS)
    case 5:
      return r.int(100)
    case 6:
      return Array.from({ length: r.int(4) }, () => randomJson(r, depth - 1))
    case 7:
      return Object.fromEntries(
        Array.from({ length: r.int(4) }, () => [r.pick(KEYS), randomJson(r, depth - 1)]),
      )
    default:
      return r.pick([[], {}, Array.from({ length: 2000 }, (_, i) => i), nested(200)])
  }
}

/** Keys a body may carry besides the documented ones. */
export const KEYS = [
  'id',
  'user_id',
  'content',
  'email',
  'username',
  'password',
  '__proto__',
  'constructor',
  'a',
  '',
]

function nested(levels: number): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < levels; i++) value = { a: value }
  return value
}

/** JSON text of `value`, with the stand-ins of rawJson's numbers written bare. */
export function rawJson(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([^"]*)"/g, '$1')
}

/** Bodies that are not JSON at all, or not quite. */
export const BROKEN_JSON = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  '\ufeff{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '\u0000',
  'x'.repeat(3000),
]
