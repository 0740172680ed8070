import { connect } from 'node:net'
import { ERRORS } from '@agora/contract'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { bearer, loginAs, makeUser } from '../../test/factories.ts'

/**
 * What the framework answers by itself (DESIGN.md section 4): the same {detail, code} as every other
 * error. Requests that inject cannot make (a head over Node's size limit, bytes that are not HTTP)
 * go over a real socket to the app listening on a free port.
 */

let t: TestApp
let port: number
let token: string
beforeAll(async () => {
  t = await buildTestApp()
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = Number(new URL(address).port)
  token = await loginAs(t.app, await makeUser(t))
})
afterAll(() => t.close())

interface RawAnswer {
  status: number
  head: string
  body: string
}

/** Writes `bytes` to a fresh connection and reads the answer until the server closes it or 3 s pass. */
function raw(bytes: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', body = ''] = text.split('\r\n\r\n', 2)
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body })
    }
    socket.setTimeout(3000, () => socket.destroy())
    socket.on('data', (chunk) => chunks.push(chunk))
    // The server may reset a connection whose bytes it did not read; what arrived before still counts.
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? undefined : reject(err)))
    socket.on('close', done)
    socket.write(bytes)
  })
}

const body = (code: keyof typeof ERRORS) => ({ detail: ERRORS[code].detail, code })

describe('answers the framework makes by itself, over a real socket', () => {
  it('answers bytes that are not HTTP with a JSON 400', async () => {
    const res = await raw('HELLO THERE\r\n\r\n')
    expect(res.status).toBe(400)
    expect(res.head).toMatch(/content-type: application\/json/i)
    expect(JSON.parse(res.body)).toEqual(body('bad_request'))
  })

  it('answers headers over the size limit with a JSON 431', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(res.status).toBe(431)
    expect(JSON.parse(res.body)).toEqual(body('header_too_large'))
  })

  it('answers a URL over the size limit with a JSON 431', async () => {
    const res = await raw(`GET /api/users/${'1'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(res.status).toBe(431)
    expect(JSON.parse(res.body)).toEqual(body('header_too_large'))
  })

  it('answers bad percent-encoding in the path with a JSON 400', async () => {
    const res = await raw('GET /api/users/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toEqual(body('bad_url'))
  })
})

describe('answers the framework makes by itself, through inject', () => {
  const inject = (opts: InjectOptions) => t.app.inject(opts)

  it('answers an unknown route with a JSON 404', async () => {
    const res = await inject({ method: 'DELETE', url: '/api/no/such/route' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(body('not_found'))
    const withNul = await inject({ method: 'PATCH', url: '/api/no/such%00route?q=%00' })
    expect([withNul.statusCode, withNul.json()]).toEqual([404, body('not_found')])
  })

  it('answers a path parameter over the router’s limit with a JSON 414', async () => {
    const res = await inject({ method: 'GET', url: `/api/users/${'1'.repeat(900)}` })
    expect(res.statusCode).toBe(414)
    expect(res.json()).toEqual(body('url_too_long'))
  })

  it('answers invalid and empty JSON with a 422 on the body', async () => {
    const json = { 'content-type': 'application/json' }
    const broken = await inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '{"a":' })
    expect(broken.statusCode).toBe(422)
    expect(broken.json()).toEqual({
      detail: [
        { loc: ['body'], msg: ERRORS.invalid_json.detail, type: 'json_invalid', code: 'invalid_json' },
      ],
      code: 'validation_failed',
    })
    const poisoned = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: '{"__proto__":{"x":1}}',
    })
    expect(poisoned.statusCode).toBe(422)
    const empty = await inject({ method: 'POST', url: '/api/auth/check-email', headers: json, payload: '' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json()).toMatchObject({ code: 'validation_failed', detail: [{ code: 'empty_body' }] })
  })

  it('answers a content type no route takes with a JSON 415', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/auth/check-email',
      headers: { 'content-type': 'text/xml' },
      payload: '<email/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual(body('unsupported_media_type'))
  })

  it('answers a body over the limit with a JSON 413', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/auth/check-email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual(body('body_too_large'))
  })
})

describe('malformed multipart', () => {
  const post = (url: string, contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': contentType }, payload })
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nhello\r\n`

  it.each(['/api/posts/', '/api/users/upload-avatar'])(
    'answers %s with 400 or 422, never 500',
    async (url) => {
      const answers = [
        await post(url, 'multipart/form-data', part('x')),
        await post(url, 'multipart/form-data; boundary=cut', part('cut')),
        await post(url, 'multipart/form-data; boundary=junk', 'junk\u0000\r\n--junk\r\n\r\n\r\n--'),
        await post(url, `multipart/form-data; boundary=${'b'.repeat(300)}`, part('b'.repeat(300))),
        await post(
          url,
          'multipart/form-data; boundary=p',
          '--p\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--p--',
        ),
      ]
      for (const res of answers) {
        expect([400, 422], res.body).toContain(res.statusCode)
        expect(res.json().code, res.body).toMatch(/^(malformed_multipart|validation_failed|image_required)$/)
      }
      expect(answers[0]!.json()).toEqual(body('malformed_multipart'))
    },
  )
})

describe('NUL characters in text input', () => {
  const nul = 'a\u0000b'
  const expectNul = (res: { statusCode: number; json(): unknown }, loc: (string | number)[]) => {
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      detail: [{ loc, msg: ERRORS.nul_character.detail, type: 'nul_character', code: 'nul_character' }],
      code: 'validation_failed',
    })
  }

  it('refuses them in a sign-in, form-encoded or JSON', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(nul)}&password=whatever`,
    })
    expectNul(form, ['body', 'username'])
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'someone', password: nul },
    })
    expectNul(json, ['body', 'password'])
  })

  it('refuses them in a profile edit, a nested value and an object key', async () => {
    const send = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: bearer(token), payload })
    expectNul(await send({ bio: nul }), ['body', 'bio'])
    expectNul(await send({ bio: 'ok', extra: [1, { deep: nul }] }), ['body', 'extra', 1, 'deep'])
    expectNul(await send({ [nul]: 'x' }), ['body', nul])
  })

  it('refuses them in a post’s multipart fields', async () => {
    const boundary = 'nul-field'
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${nul}\r\n--${boundary}--\r\n`,
    })
    expectNul(res, ['body', 'content'])
  })

  it('refuses them in a search, a query and a path', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })
    expectNul(await get('/api/users/?q=a%00b'), ['querystring', 'q'])
    expectNul(await get('/api/feed/hashtags?q=%00'), ['querystring', 'q'])
    expectNul(await get('/api/feed/hashtags/a%00b/posts'), ['params', 'tag'])
  })
})
