import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'

const EARLY = 'window.agoraEarly = {}'

describe('serving the built web app', () => {
  let t: TestApp
  let webRoot: string
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'agora-web-'))
    writeFileSync(
      join(webRoot, 'index.html'),
      `<!doctype html><script data-early>${EARLY}</script><title>Agora</title><script src="/app.js"></script><div id="root"></div>`,
    )
    writeFileSync(join(webRoot, 'app.js'), 'console.log(1)')
    t = await buildTestApp({ webRoot })
  })
  afterAll(async () => {
    await t.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  it.each(['/', '/login', '/home', '/users/12', '/settings?section=password'])(
    'serves index.html at %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root">')
    },
  )

  it('serves the built files themselves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app.js' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('console.log(1)')
  })

  it.each(['/api', '/api/nothing', '/api/users/me/nothing', '/static/uploads/x.png', '/missing.js'])(
    'answers %s with a JSON 404, never the page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ detail: 'Not found', code: 'not_found' })
    },
  )

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' })
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' })
    const scripts = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1]
    const hash = createHash('sha256').update(EARLY).digest('base64')
    expect(scripts?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`])
  })
})
