import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { bearer } from '../../test/factories.ts'
import { createPostAs } from '../../test/posts.ts'
import { openUserSocket } from '../../test/sockets.ts'
import { type SignedInUser, signedInUser } from '../../test/users.ts'

const TOKEN = 'metrics-token-for-the-tests-0123'

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('does not exist: it answers as any unknown path does, token or not', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-path' })
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers })
      expect(res.statusCode).toBe(404)
      expect(res.body).toBe(unknown.body)
    }
  })
})

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp
  let user: SignedInUser
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } })
    user = await signedInUser(t)
  })
  afterAll(() => t.close())

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    return res.body
  }
  /** The value of one sample, by its name and exact labels as Prometheus writes them. */
  const sample = (body: string, series: string) => {
    const line = body.split('\n').find((l) => l.startsWith(`${series} `))
    return line === undefined ? undefined : Number(line.slice(series.length + 1))
  }

  it('answers 401 without the token or with another one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({ code: 'not_authenticated' })
    for (const wrong of [`${TOKEN}x`, TOKEN.slice(0, -1), 'another-token-of-some-length']) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(wrong) })
      expect(res.statusCode, wrong).toBe(401)
      expect(res.json()).toMatchObject({ code: 'invalid_token' })
      expect(res.body).not.toContain('agora_')
    }
  })

  it('counts requests per route template, never per URL', async () => {
    const post = await createPostAs(t.app, user.token, 'Merhaba metrikler')
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/posts/${post.id}`,
        headers: bearer(user.token),
      })
      expect(res.statusCode).toBe(200)
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/posts/987654321',
      headers: bearer(user.token),
    })
    expect(missing.statusCode).toBe(404)

    const body = await scrape()
    const route = 'method="GET",route="/api/posts/:id"'
    expect(sample(body, `agora_http_request_duration_seconds_count{${route},status_code="200"}`)).toBe(3)
    expect(sample(body, `agora_http_request_duration_seconds_count{${route},status_code="404"}`)).toBe(1)
    expect(
      sample(body, `agora_http_request_duration_seconds_bucket{le="10",${route},status_code="200"}`),
    ).toBe(3)
    expect(body).not.toContain(`/api/posts/${post.id}"`)
    expect(body).not.toContain('987654321')
    expect(sample(body, 'agora_http_errors_total{code="post_not_found",status_code="404"}')).toBe(1)
  })

  it('counts errors by the code the answer carries', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } })
    expect(bad.statusCode).toBe(422)
    const body = await scrape()
    expect(sample(body, 'agora_http_errors_total{code="validation_failed",status_code="422"}')).toBe(1)
    expect(sample(body, 'agora_http_errors_total{code="not_authenticated",status_code="401"}')).toBe(1)
    expect(sample(body, 'agora_http_errors_total{code="invalid_token",status_code="401"}')).toBe(3)
  })

  it('shows the database pool, query latency, jobs and process figures', async () => {
    const body = await scrape()
    const driver = `{driver="${t.database.kind}"}`
    const total = sample(body, `agora_db_pool_connections${driver}`)
    if (t.database.kind === 'pglite') expect(total).toBe(1)
    else expect(total).toBeGreaterThanOrEqual(1)
    expect(sample(body, `agora_db_pool_idle_connections${driver}`)).toBeGreaterThanOrEqual(0)
    expect(sample(body, `agora_db_pool_waiting${driver}`)).toBe(0)
    expect(sample(body, 'agora_db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(0)
    expect(sample(body, 'agora_jobs')).toBeGreaterThan(0)
    expect(sample(body, 'agora_jobs_running')).toBe(0)
    expect(sample(body, 'agora_image_work_waiting')).toBe(0)
    expect(body).toMatch(/^process_cpu_user_seconds_total \d/m)
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
  })

  it('counts open sockets and measures the event bus lag', async () => {
    expect(sample(await scrape(), 'agora_open_sockets')).toBe(0)
    const socket = await openUserSocket(t.app, user.token)
    await socket.next((m) => m.type === 'ready')
    expect(sample(await scrape(), 'agora_open_sockets')).toBe(1)

    const author = await signedInUser(t)
    const post = await createPostAs(t.app, author.token, 'Beğenilecek gönderi')
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/like`,
      headers: bearer(user.token),
    })
    expect(like.statusCode).toBe(200)
    await vi.waitFor(async () => {
      const count = sample(await scrape(), 'agora_event_bus_lag_seconds_count{channel="post.liked"}')
      expect(count).toBeGreaterThanOrEqual(1)
    })
    // injectWS's stream ends only when the client drops it (as a browser's TCP stream ends).
    socket.socket.terminate()
    await vi.waitFor(async () => expect(sample(await scrape(), 'agora_open_sockets')).toBe(0))
  })
})
