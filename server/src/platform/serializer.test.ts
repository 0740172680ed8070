import Fastify from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createResponseSerializer, withoutNullUnions, withTaggedUnions } from './serializer.ts'

const Answer = z.object({ id: z.number().int(), name: z.string().nullable(), tags: z.array(z.string()) })

async function appWith(validate: boolean, body: unknown) {
  const app = Fastify({ logger: false })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(createResponseSerializer({ validate }))
  app.get('/thing', { schema: { response: { 200: Answer } } }, async () => body)
  await app.ready()
  return app
}

describe('response serializer', () => {
  it('writes only the declared fields, so nothing internal leaks', async () => {
    const app = await appWith(false, { id: 1, name: null, tags: ['a'], password_hash: 'secret' })
    const res = await app.inject('/thing')
    expect(res.json()).toEqual({ id: 1, name: null, tags: ['a'] })
    expect(res.body).not.toContain('secret')
  })

  it('with validation on, refuses an answer that breaks its schema (a 500, never the bad body)', async () => {
    const app = await appWith(true, { id: 'one', name: null, tags: [] })
    const res = await app.inject('/thing')
    expect(res.statusCode).toBe(500)
    expect(res.body).not.toContain('one')
  })

  it('with validation on, sends a valid answer unchanged', async () => {
    const app = await appWith(true, { id: 2, name: 'x', tags: [] })
    expect((await app.inject('/thing')).json()).toEqual({ id: 2, name: 'x', tags: [] })
  })

  it('writes nullable scalars, objects and arrays, and real unions, as zod declares them', async () => {
    const Inner = z.object({ a: z.number().int(), secret: z.never().optional() })
    const Wide = z.object({
      n: z.number().int().nullable(),
      s: z.string().nullable(),
      o: Inner.nullable(),
      l: z.array(z.number()).nullable(),
      u: z.union([
        z.object({ kind: z.literal('x'), x: z.string() }),
        z.object({ kind: z.literal('y'), y: z.number() }),
      ]),
    })
    const app = Fastify({ logger: false })
    app.setSerializerCompiler(createResponseSerializer({ validate: false }))
    const bodies = [
      { n: null, s: null, o: null, l: null, u: { kind: 'y', y: 2 } },
      { n: 3, s: 'z', o: { a: 1, hidden: 'no' }, l: [1, 2], u: { kind: 'x', x: 'q' } },
    ]
    let next = 0
    app.get('/wide', { schema: { response: { 200: Wide } } }, async () => bodies[next++])
    await app.ready()
    expect((await app.inject('/wide')).json()).toEqual(bodies[0])
    const second = await app.inject('/wide')
    expect(second.json()).toEqual({ n: 3, s: 'z', o: { a: 1 }, l: [1, 2], u: { kind: 'x', x: 'q' } })
    expect(second.body).not.toContain('hidden')
  })

  it('keeps null among the values of a nullable enum', () => {
    expect(withoutNullUnions({ anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] })).toEqual({
      type: ['string', 'null'],
      enum: ['a', 'b', null],
    })
  })

  it('turns only two-branch unions with null into nullable forms', () => {
    expect(withoutNullUnions({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toEqual({
      type: ['integer', 'null'],
    })
    expect(withoutNullUnions({ anyOf: [{ type: 'null' }, { type: 'object', properties: {} }] })).toEqual({
      type: 'object',
      properties: {},
      nullable: true,
    })
    const union = { anyOf: [{ type: 'string' }, { type: 'integer' }] }
    expect(withoutNullUnions(union)).toEqual(union)
  })
})

describe('named unions and nullable named schemas', () => {
  const Card = z.object({ url: z.string() })
  const Event = z.object({ kind: z.literal('event'), title: z.string() })
  const Post = z.object({ kind: z.enum(['normal', 'event']), text: z.string(), card: Card.nullable() })
  const Page = z.object({ items: z.array(z.union([Event, Post])), pinned: Post.nullable() })

  it('become if/then/else on the constant and a nullable $ref, and write what zod declares', async () => {
    const json = withTaggedUnions(
      withoutNullUnions(z.toJSONSchema(Page, { io: 'output', unrepresentable: 'any' })),
    ) as { $defs?: unknown; properties: { items: { items: Record<string, unknown> } } }
    expect(JSON.stringify(json)).not.toContain('anyOf')
    expect(json.properties.items.items).toHaveProperty('if')
    const app = Fastify({ logger: false })
    app.setSerializerCompiler(createResponseSerializer({ validate: false }))
    const body = {
      items: [
        { kind: 'event', title: 'Spring fair', text: 'not an event field' },
        { kind: 'normal', text: 'hi', card: null, title: 'not a post field' },
        // A post that carries the event's constant is still a post: it lacks the event's title.
        { kind: 'event', text: 'a post', card: { url: 'https://a.example', extra: 1 } },
      ],
      pinned: null,
    }
    app.get('/page', { schema: { response: { 200: Page } } }, async () => body)
    await app.ready()
    expect((await app.inject('/page')).json()).toEqual({
      items: [
        { kind: 'event', title: 'Spring fair' },
        { kind: 'normal', text: 'hi', card: null },
        { kind: 'event', text: 'a post', card: { url: 'https://a.example' } },
      ],
      pinned: null,
    })
  })
})
