import type { FastifyInstance, FastifyRequest } from 'fastify'
import { invalidField } from './errors.ts'

/**
 * PostgreSQL cannot store a NUL character in text, so a query carrying one fails; this refuses such
 * input once, for every route, as a 422 on the field that holds it. Multipart fields are read by the
 * route itself (uploads.ts) and checked there with findNulCharacter.
 */
export function installTextChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    // An unknown route stores nothing: it answers 404 whatever its path holds.
    if (req.is404) return
    for (const [where, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const path = findNulCharacter(value)
      if (path) throw invalidField([where, ...path], 'nul_character', undefined, 'nul_character')
    }
  })
}

/** The path to the first string (or object key) holding U+0000 inside `value`, or null. */
export function findNulCharacter(value: unknown, depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null
  // JSON nests no deeper than a client could mean; a deeper value is left to the schema to refuse.
  if (value === null || typeof value !== 'object' || depth > 64) return null
  if (Buffer.isBuffer(value)) return null
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value)
  for (const [key, item] of entries) {
    if (typeof key === 'string' && key.includes('\u0000')) return [key]
    const inner = findNulCharacter(item, depth + 1)
    if (inner) return [key, ...inner]
  }
  return null
}

/**
 * Unicode's bidirectional embeddings, overrides (U+202A to U+202E) and isolates (U+2066 to U+2069):
 * in a single-line name they reorder what follows them on the screen ("gnp.exe" read as "exe.png"),
 * so a name that shows beside other text refuses them (issue 30). Long text (posts, descriptions)
 * keeps them: a right-to-left writer may need them there, and it is shown in its own box.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/

export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROLS.test(text)
}

/**
 * Refuses a single-line name holding a bidirectional control with a 422 `bidi_control_character` on
 * `loc` (the field, e.g. ['body', 'name']); answers the name unchanged otherwise.
 */
export function refuseBidiControls<T extends string | null | undefined>(
  text: T,
  loc: (string | number)[],
): T {
  if (typeof text === 'string' && hasBidiControl(text)) throw invalidField(loc, 'bidi_control_character')
  return text
}
