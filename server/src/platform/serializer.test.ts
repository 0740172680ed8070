import Fastify from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createResponseSerializer } from './serializer.ts'

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
})
