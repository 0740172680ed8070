import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger'
import type { RouteOptions } from 'fastify'
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod'
import type { Access } from './auth.ts'

/**
 * The OpenAPI document of GET /api/openapi.json, made for client generators (checked by
 * `npm run lint:api`). fastify-type-provider-zod turns the routes' zod schemas into JSON Schema and the
 * contract's named shapes (packages/contract/src/components.ts) into `components.schemas`, which the
 * operations refer to by `$ref`. On top of it, this file:
 * - documents the error answers each operation can give, from the route's shape (see errorAnswers);
 * - writes two forms zod produces for OpenAPI 3.0 the way the specification spells them;
 * - leaves out the components that no operation refers to.
 * None of it touches the routes themselves: their validation and serialization stay as they were.
 */
type Json = Record<string, unknown>

const zodTransform = createJsonSchemaTransform({})
const zodTransformObject = createJsonSchemaTransformObject({})

/** The one schema of every error answer (DESIGN.md section 4), named by the contract. */
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' }

export const openApiTransform: SwaggerTransform = (input) => {
  const result = zodTransform(input) as { schema: Json; url: string }
  if (result.schema.hide) return result
  // A route that documents no answer (a file download) keeps the 200 @fastify/swagger gives it by default.
  const responses = {
    ...((result.schema.response as Json | undefined) ?? { 200: { description: 'Default Response' } }),
  }
  for (const [status, description] of errorAnswers(input.route as RouteOptions)) {
    responses[status] ??= { description, content: { 'application/json': { schema: ERROR_REF } } }
  }
  return { ...result, schema: { ...result.schema, response: responses } }
}

/**
 * The error answers every route of a shape can give: 401 where a session is required, 403 where a
 * verified one is (an unverified email, or a permission), 404 where the path names something, 422 where input is read, 429 where
 * the route is throttled. Routes may document more (a 409, a 400 for a broken rule) in their schema.
 */
function errorAnswers(route: RouteOptions): [string, string][] {
  const access: Access = route.config?.access ?? 'verified'
  const schema = (route.schema ?? {}) as Json
  const methods = [route.method].flat()
  const answers: [string, string][] = []
  if (access === 'verified' || access === 'unverified') {
    answers.push(['401', 'Not signed in, or the session has ended'])
  }
  if (access === 'verified') answers.push(['403', 'Not allowed, or the email address is not verified yet'])
  if (route.url.includes(':')) answers.push(['404', 'Not found, or not visible to the viewer'])
  const readsInput = schema.body || schema.querystring || schema.params || !methods.every(isBodiless)
  if (readsInput) answers.push(['422', 'The input is malformed; `detail` lists the problems'])
  if (route.config?.throttles?.length) answers.push(['429', 'Too many requests; see Retry-After'])
  return answers
}

const isBodiless = (method: string) => method === 'GET' || method === 'HEAD' || method === 'DELETE'

export const openApiTransformObject: SwaggerTransformObject = (input) => {
  const document = zodTransformObject(input) as Json & { components: { schemas: Json } }
  const schemas = document.components.schemas
  const used = referencedComponents(document.paths, schemas)
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)))
  const rewrite = (node: unknown) => asOpenApi30(node, kept)
  const tidy = {
    ...document,
    paths: rewrite(document.paths),
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(kept).map(([name, schema]) => [name, rewrite(schema)])),
    },
  }
  return withPlainInputNames(tidy, Object.keys(kept)) as ReturnType<SwaggerTransformObject>
}

/**
 * The library names the input form of every schema `<name>Input`, so that it never collides with the
 * output form. A request body that is never an answer (LoginRequestInput) needs no suffix: it is named
 * as the contract names it (LoginRequest), and the references with it.
 */
function withPlainInputNames(document: Json, names: string[]): Json {
  const taken = new Set(names)
  let text = JSON.stringify(document)
  for (const name of names) {
    const plain = name.slice(0, -'Input'.length)
    if (!name.endsWith('Input') || taken.has(plain)) continue
    text = text
      .replaceAll(`"#/components/schemas/${name}"`, `"#/components/schemas/${plain}"`)
      .replace(`"${name}":{`, `"${plain}":{`)
  }
  return JSON.parse(text) as Json
}

/** The names of the components `root` refers to, directly or through other components. */
function referencedComponents(root: unknown, schemas: Json): Set<string> {
  const found = new Set<string>()
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' ? value.split('/').pop() : undefined
      if (name && !found.has(name)) {
        found.add(name)
        visit(schemas[name])
      } else visit(value)
    }
  }
  visit(root)
  return found
}

/**
 * Two forms zod writes that OpenAPI 3.0 spells otherwise, each rewritten to one of the same meaning:
 * - a nullable union of several types is `anyOf` with `nullable: true` beside it, which 3.0 allows only
 *   next to a `type`: each branch is made nullable instead;
 * - a record over an enum of keys (every key present) lists the keys in `required` without naming them
 *   in `properties`: each key is named there, with the record's value schema.
 */
function asOpenApi30<T>(node: T, components: Json): T {
  if (Array.isArray(node)) return node.map((item) => asOpenApi30(item, components)) as T
  if (node === null || typeof node !== 'object') return node
  const out: Json = {}
  for (const [key, value] of Object.entries(node)) out[key] = asOpenApi30(value, components)
  const single = Array.isArray(out.allOf) && out.allOf.length === 1 ? (out.allOf[0] as Json) : undefined
  if (out.nullable === true && out.type === undefined && Array.isArray(out.anyOf)) {
    const { nullable: _, ...rest } = out
    return { ...rest, anyOf: out.anyOf.map((branch: Json) => ({ ...branch, nullable: true })) } as T
  }
  // A nullable reference ({nullable, allOf: [$ref]}): the type of the component goes beside `nullable`.
  if (out.nullable === true && out.type === undefined && typeof single?.$ref === 'string') {
    const target = components[single.$ref.split('/').pop()!] as Json | undefined
    if (target?.type) out.type = target.type
  }
  // A reference with nothing beside it, wrapped in a one-item allOf: the reference itself.
  if (single && Object.keys(out).length === 1) return single as T
  const values = out.additionalProperties
  if (Array.isArray(out.required) && values && typeof values === 'object') {
    const properties = { ...(out.properties as Json | undefined) }
    for (const name of out.required as string[]) properties[name] ??= values
    out.properties = properties
  }
  return out as T
}
