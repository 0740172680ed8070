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
    const stringify = fastJson(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as never)
    if (!opts.validate) return (data) => stringify(data)
    const validate = checked(route)
    return (data) => {
      validate(data)
      return stringify(data)
    }
  }
}
