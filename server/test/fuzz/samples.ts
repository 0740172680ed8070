/**
 * Well-formed bodies made from the OpenAPI document's schemas, so that the range sweep
 * (ranges.fuzz.test.ts) can change one field at a time and get past every other check: a value out of
 * range then reaches whatever reads it (a lookup, an insert, a date computation) instead of stopping at
 * a missing required field.
 */

type Json = Record<string, unknown>

export interface Doc {
  paths: Record<string, Record<string, Json>>
  components?: { schemas?: Record<string, Json> }
}

/** The fields of a body and a well-formed value for each, or null when the body is not a JSON object. */
export interface BodyShape {
  fields: Record<string, FieldKind>
  sample: Record<string, unknown>
}

/** What kind of bad value a field can carry: a number, a string, or either (unions, unknowns). */
export type FieldKind = 'integer' | 'string' | 'any'

export function resolve(doc: Doc, schema: unknown): Json | undefined {
  if (!schema || typeof schema !== 'object') return undefined
  const s = schema as Json
  if (typeof s.$ref === 'string') return resolve(doc, doc.components?.schemas?.[s.$ref.split('/').pop()!])
  return s
}

/** The JSON body of an operation, if it documents one that is an object. */
export function bodyShape(doc: Doc, op: Json, knownId: number): BodyShape | null {
  const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>
  const media = content['application/json'] ?? Object.values(content)[0]
  const schema = resolve(doc, media?.schema)
  if (!schema?.properties) return null
  const props = schema.properties as Record<string, unknown>
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const fields: Record<string, FieldKind> = {}
  const sample: Record<string, unknown> = {}
  for (const [name, raw] of Object.entries(props)) {
    const prop = resolve(doc, raw) ?? {}
    fields[name] = kindOf(doc, prop)
    if (required.has(name)) sample[name] = sampleOf(doc, prop, knownId, 0)
  }
  return { fields, sample }
}

function variants(doc: Doc, s: Json): Json[] {
  const list = (s.anyOf ?? s.oneOf ?? s.allOf) as unknown[] | undefined
  return list ? list.map((v) => resolve(doc, v) ?? {}) : [s]
}

function kindOf(doc: Doc, s: Json): FieldKind {
  const types = new Set(variants(doc, s).map((v) => v.type))
  types.delete('null')
  if (types.size === 1 && (types.has('integer') || types.has('number'))) return 'integer'
  if (types.size === 1 && types.has('string')) return 'string'
  return 'any'
}

/** A value the schema accepts (as near as this small reader can tell). */
export function sampleOf(doc: Doc, raw: unknown, knownId: number, depth: number): unknown {
  const first = variants(doc, resolve(doc, raw) ?? {}).find((v) => v.type !== 'null') ?? {}
  const s = resolve(doc, first) ?? {}
  if ('const' in s) return s.const
  if (Array.isArray(s.enum)) return s.enum[0]
  if ('default' in s) return s.default
  switch (s.type) {
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : 1
      const max = typeof s.maximum === 'number' ? s.maximum : Number.MAX_SAFE_INTEGER
      return Math.min(Math.max(knownId, min), max)
    }
    case 'boolean':
      return false
    case 'array':
      return []
    case 'object': {
      if (depth > 3) return {}
      const props = (s.properties ?? {}) as Record<string, unknown>
      const required = (s.required as string[] | undefined) ?? []
      return Object.fromEntries(
        required.map((name) => [name, sampleOf(doc, props[name], knownId, depth + 1)]),
      )
    }
    default: {
      if (s.format === 'email') return 'someone@example.edu'
      if (s.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString()
      const min = typeof s.minLength === 'number' ? s.minLength : 1
      return 'fuzz'.padEnd(Math.max(min, 4), 'z')
    }
  }
}
