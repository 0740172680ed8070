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
    const stringify = fastJson(withoutNullUnions(json) as never)
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
 * Real unions (a feed item is a post, an event or an announcement) stay anyOf.
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
