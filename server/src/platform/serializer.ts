import fastJson from 'fast-json-stringify'
import { createSerializerCompiler } from 'fastify-type-provider-zod'
import { type ZodType, z } from 'zod'

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>

/**
 * Response serialization. In production a route's zod response schema is turned into JSON Schema once
 * and compiled by fast-json-stringify: it writes only the declared fields (nothing internal can leak)
 * and costs a fraction of a zod parse per answer, which matters on the feed's 25 nested posts. With
 * `validate` (tests, development) every answer is first checked against its zod schema, so that a
 * presenter that drifts from the contract fails a test.
 */
export function createResponseSerializer(opts: { validate: boolean }): SerializerCompiler {
  const checked = createSerializerCompiler()
  return (route) => {
    const schema = route.schema as ZodType
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })
    const stringify = fastJson(withTaggedUnions(withoutNullUnions(json)) as never)
    if (!opts.validate) return (data) => stringify(data)
    const validate = checked(route)
    return (data) => {
      validate(data)
      return stringify(data)
    }
  }
}

/**
 * zod writes `.nullable()` as `anyOf: [S, {type: 'null'}]`, and fast-json-stringify settles every
 * anyOf by running ajv on the value: a feed page's ~160 nullable fields cost 2 s of schema compiling
 * on an instance's first answers and 0.3 ms of checks per answer after. The same meaning in the forms
 * it writes directly: `type: [t, 'null']` for a scalar, `nullable: true` for an object or an array.
 * Real unions, and nullable named schemas ($ref), are withTaggedUnions' work.
 */
export function withoutNullUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutNullUnions)
  if (schema === null || typeof schema !== 'object') return schema
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) out[key] = withoutNullUnions(value)
  const { anyOf, ...rest } = out
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return out
  const nullAt = anyOf.findIndex(isNullType)
  const other = anyOf[1 - nullAt] as { type?: unknown } | null
  if (nullAt < 0 || typeof other !== 'object' || other === null || typeof other.type !== 'string') return out
  if (other.type === 'object' || other.type === 'array') return { ...rest, ...other, nullable: true }
  // A nullable enum (an event's attendance): null joins the enum too, or the checks refuse it.
  const values = (other as { enum?: unknown[] }).enum
  const withNull = Array.isArray(values) ? { enum: [...values, null] } : {}
  return { ...rest, ...other, ...withNull, type: [other.type, 'null'] }
}

const isNullType = (branch: unknown) =>
  typeof branch === 'object' &&
  branch !== null &&
  Object.keys(branch).length === 1 &&
  (branch as { type?: unknown }).type === 'null'

interface ObjectSchema {
  type?: unknown
  properties?: Record<string, { const?: unknown }>
  required?: string[]
}

/**
 * A union of object schemas (named or inline) in which each but the last names itself by a constant property (a
 * For You item: an event has post_type 'event', an announcement 'academic', a post is the rest)
 * becomes if/then/else on that: fast-json-stringify then checks a branch's required keys and its
 * constant, not the whole of the first branches by ajv (which it does for anyOf, on every item).
 * The `if` holds the branch's required keys too, so an object of the last kind that happened to carry
 * the same constant still falls through to it, as anyOf would.
 */
export function withTaggedUnions(schema: unknown): unknown {
  const defs = (schema as { $defs?: Record<string, ObjectSchema> } | null)?.$defs ?? {}
  const named = (branch: unknown) => {
    const { $ref, type } = branch as { $ref?: unknown; type?: unknown }
    if (type === 'object') return branch as ObjectSchema
    return typeof $ref === 'string' && $ref.startsWith('#/$defs/') ? defs[$ref.slice(8)] : undefined
  }
  const tagOf = (def: ObjectSchema | undefined) => {
    const entry = Object.entries(def?.properties ?? {}).find(
      ([key, value]) => value.const !== undefined && def?.required?.includes(key),
    )
    return entry && def ? { key: entry[0], value: entry[1].const, required: def.required! } : undefined
  }
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (node === null || typeof node !== 'object') return node
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) out[key] = walk(value)
    const { anyOf, ...rest } = out
    if (!Array.isArray(anyOf) || anyOf.length < 2 || Object.keys(rest).length > 0) return out
    // A nullable named schema (a post's quoted_status, link_card): fast-json-stringify merges the
    // keywords beside a $ref into what it points at; ajv, which checks the if/then/else, wants the type.
    const nullAt = anyOf.findIndex(isNullType)
    const ref = anyOf.length === 2 && nullAt >= 0 ? (anyOf[1 - nullAt] as { $ref?: unknown }) : undefined
    const target = ref?.$ref ? named(ref) : undefined
    if (ref && typeof target?.type === 'string') return { ...ref, type: target.type, nullable: true }
    const tags = anyOf.slice(0, -1).map((branch) => tagOf(named(branch)))
    if (!anyOf.every((branch) => named(branch)) || tags.some((tag) => !tag)) return out
    return tags.reduceRight<unknown>(
      (otherwise, tag, i) => ({
        if: { type: 'object', required: tag!.required, properties: { [tag!.key]: { const: tag!.value } } },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else, never awaited
        then: anyOf[i],
        else: otherwise,
      }),
      anyOf.at(-1),
    )
  }
  return walk(schema)
}
