import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/app.ts'
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts'
import { onShutdownSignals } from './shutdown.ts'

/** Resolves with how the process ended. */
function exitOf(server: ServerProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    const seen = server.exited()
    if (seen) return resolve(seen)
    server.child.once('exit', (code, signal) => resolve({ code, signal }))
  })
}

describe('SIGTERM', () => {
  let server: ServerProcess | undefined
  afterEach(async () => {
    await server?.stop()
    server = undefined
  })

  it('stops accepting, answers the request in flight, and exits 0', async () => {
    server = await startServerProcess({})
    const ready = await fetch(`${server.url}/api/ready`)
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' })

    // A sign-in whose body is still arriving when the signal comes: a request in flight.
    const body = JSON.stringify({ username: 'nobody', password: 'not-the-password' })
    const url = new URL('/api/auth/login', server.url)
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 10))
      setTimeout(() => req.end(body.slice(10)), 1500)
    })
    await new Promise((r) => setTimeout(r, 300))
    const ended = exitOf(server)
    server.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 500))

    // The listener is closed: a balancer's next connection goes to another instance.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
    // The request in flight still gets its answer (a refused sign-in), not a reset connection.
    expect(await answered).toBeGreaterThanOrEqual(400)
    expect(await answered).toBeLessThan(500)
    expect(await ended).toEqual({ code: 0, signal: null })
  }, 60_000)
})

describe('the grace period', () => {
  it('cuts a request that never finishes, closes the services and exits 0', async () => {
    const t = await buildTestApp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const exits: number[] = []
    let servicesClosed = false
    onShutdownSignals(
      t.app,
      async () => {
        servicesClosed = true
      },
      { graceMs: 300, exit: (code) => void exits.push(code), signals: ['SIGUSR2'] },
    )
    // A body that never ends: without the grace period the shutdown would wait for ever.
    const cut = new Promise<string>((resolve) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/login',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': 1000,
          },
        },
        () => resolve('answered'),
      )
      req.on('error', (err) => resolve(err.message))
      req.write('{"username"')
    })
    await new Promise((r) => setTimeout(r, 100))
    const started = Date.now()
    process.emit('SIGUSR2', 'SIGUSR2')
    expect(await cut).toMatch(/socket hang up|ECONNRESET/)
    await expect.poll(() => exits, { timeout: 5000 }).toEqual([0])
    expect(servicesClosed).toBe(true)
    expect(Date.now() - started).toBeLessThan(3000)
    process.removeAllListeners('SIGUSR2')
    await t.close()
  })
})
