import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { bearer, loginAs, makeUser } from '../../test/factories.ts'
import { imageBytes, postForm } from '../../test/posts.ts'

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`

describe('delivery of the web app and the media', () => {
  let t: TestApp
  let webRoot: string
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'agora-web-'))
    mkdirSync(join(webRoot, 'assets'))
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Agora</title><div id="root"></div>')
    writeFileSync(join(webRoot, 'manifest.webmanifest'), '{"name":"Agora"}')
    writeFileSync(join(webRoot, 'sw.js'), "self.addEventListener('fetch', () => {})")
    const script = join(webRoot, 'assets', 'index-AbC123.js')
    writeFileSync(script, SCRIPT)
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT))
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT))
    t = await buildTestApp({ webRoot })
  })
  afterAll(async () => {
    await t.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} })

  it('sends the precompressed copy the browser accepts, cached for a year as immutable', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10)
    const gz = await get('/assets/index-AbC123.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    const plain = await get('/assets/index-AbC123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('never caches index.html, at / or as the fallback of a client route', async () => {
    for (const url of ['/', '/index.html', '/home', '/users/12']) {
      const res = await get(url, 'br')
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('answers the app manifest as one, and has the service worker asked again on every check', async () => {
    const manifest = await get('/manifest.webmanifest', 'br')
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json\b/)
    expect(manifest.json()).toEqual({ name: 'Agora' })
    // A worker kept from the HTTP cache would keep an old release's rules (web/public/sw.js).
    const worker = await get('/sw.js', 'br')
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript\b/)
    expect(worker.headers['cache-control']).toBe('no-cache')
    // At the root its scope is the whole site: no Service-Worker-Allowed needed.
    expect(worker.headers['service-worker-allowed']).toBeUndefined()
  })

  it('lets pages use a worker and a manifest of this origin only', async () => {
    const res = await get('/home')
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
    expect(directives).toContain("worker-src 'self'")
    expect(directives).toContain("manifest-src 'self'")
  })

  it('lets browsers, not shared caches, keep uploaded media', async () => {
    const user = await makeUser(t)
    const token = await loginAs(t.app, user)
    const res = await postForm(t.app, token, '/api/posts/', { content: 'picture' }, [
      { field: 'images', name: 'a.png', type: 'image/png', bytes: await imageBytes(32, 32) },
    ])
    const path = res.json().images[0].file_path as string
    const media = await t.app.inject({ method: 'GET', url: path, headers: bearer(token) })
    expect(media.statusCode).toBe(200)
    expect(media.headers['cache-control']).toBe('private, max-age=31536000, immutable')
  })
})
