import { ERRORS, ErrorBody } from '@agora/contract'

/** What a client must never read in an answer: where the server's files are, a stack, its SQL. */
const INTERNAL_ANYWHERE = [/\/work\//, /node_modules/, /\bat [^\s"]+ \(?[^\s"]*:\d+:\d+\)?/, /\n\s+at /]
const INTERNAL_IN_ERRORS = [
  /Error:/,
  /\bselect\b[\s\S]*\bfrom\b/i,
  /\binsert into\b/i,
  /\bviolates\b/i,
  /duplicate key/i,
  /syntax error/i,
  /relation "/i,
  /Failed query/i,
  /Drizzle/i,
  /PGlite/i,
  /\bFST_[A-Z_]+/,
]

export interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}

/** What is wrong with an answer, or null: no 5xx, errors as {detail, code} of the catalogue, no internals. */
export function problemOf(res: Answer): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`
  for (const pattern of INTERNAL_ANYWHERE) if (pattern.test(res.body)) return `internal ${pattern}`
  if (res.statusCode < 400) return null
  for (const pattern of INTERNAL_IN_ERRORS) if (pattern.test(res.body)) return `internal ${pattern}`
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `content-type ${String(res.headers['content-type'])}`
  }
  let json: unknown
  try {
    json = JSON.parse(res.body)
  } catch {
    return 'body is not JSON'
  }
  const parsed = ErrorBody.strict().safeParse(json)
  if (!parsed.success) return `body is not {detail, code}: ${parsed.error.issues[0]?.message}`
  const { code, detail } = parsed.data
  if (ERRORS[code].status !== res.statusCode) return `code ${code} with status ${res.statusCode}`
  if (res.statusCode === 422 && !Array.isArray(detail)) return '422 without a list of issues'
  return null
}
