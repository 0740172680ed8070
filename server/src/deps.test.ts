import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestS3, type TestS3 } from '../test/s3.ts'
import { readMessage, startSmtpServer } from '../test/smtp-server.ts'
import { loadConfig } from './config.ts'
import { createDeps, type Deps } from './deps.ts'
import { createRedisEventBus } from './platform/event-bus-redis.ts'

const REDIS_URL = process.env.REDIS_URL

/** createDeps picks each outside service by its URL and its one-machine stand-in otherwise. */
describe('createDeps', () => {
  const dirs: string[] = []
  const open = async (env: Record<string, string>): Promise<Deps> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agora-deps-'))
    dirs.push(dataDir)
    // The embedded database: these tests are about the wiring, not the database mode.
    return createDeps(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env }), () => {})
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  describe('without outside services', () => {
    let deps: Deps
    beforeAll(async () => {
      deps = await open({})
    })
    afterAll(() => deps.close())

    it('writes mail to the outbox, fans out in process, stores media on disk, has no Redis', async () => {
      await deps.mailer.send({ to: 'a@metu.edu.tr', subject: 'Hi', text: 'http://x/verify-email?token=t' })
      expect(readdirSync(join(deps.config.dataDir, 'mail'))).toHaveLength(1)
      const seen: unknown[] = []
      await deps.events.subscribe('c', (e) => seen.push(e))
      await deps.events.publish('c', 1)
      expect(seen).toEqual([1])
      const path = await deps.media.save(Buffer.from('x'), 'png')
      expect(existsSync(join(deps.config.dataDir, 'uploads', path.slice('/static/uploads/'.length)))).toBe(
        true,
      )
      expect(deps.redis).toBeUndefined()
      expect(deps.database.kind).toBe('pglite')
    })
  })

  describe('with SMTP_URL (and REDIS_URL when set)', () => {
    let deps: Deps
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>
    beforeAll(async () => {
      smtp = await startSmtpServer()
      deps = await open({ SMTP_URL: smtp.url, ...(REDIS_URL ? { REDIS_URL } : {}) })
    })
    afterAll(async () => {
      await deps.close()
      await smtp.close()
    })

    it('sends mail over SMTP instead of the outbox', async () => {
      await deps.mailer.send({
        to: 'a@metu.edu.tr',
        subject: 'Verify',
        text: 'http://x/verify-email?token=t',
      })
      expect(smtp.received).toHaveLength(1)
      expect(readMessage(smtp.received[0]!.raw).subject).toBe('Verify')
      expect(existsSync(join(deps.config.dataDir, 'mail'))).toBe(false)
    })

    it.skipIf(!REDIS_URL)('fans events out through Redis and hands out a Redis client', async () => {
      expect(await deps.redis?.ping()).toBe('PONG')
      // Another instance of the server is another bus on the same Redis with the same (default) prefix.
      const other = createRedisEventBus({ url: REDIS_URL! })
      const seen: unknown[] = []
      const channel = `deps-test:${process.pid}:${Date.now()}`
      await other.subscribe(channel, (e) => seen.push(e))
      await deps.events.publish(channel, { hello: 'there' })
      await vi.waitFor(() => expect(seen).toEqual([{ hello: 'there' }]))
      await other.close()
    })
  })

  describe('with S3_BUCKET', () => {
    let deps: Deps
    let s3: TestS3
    beforeAll(async () => {
      s3 = await startTestS3()
      deps = await open({ ...s3.env, S3_PUBLIC_URL: 'https://media.example.edu' })
    })
    afterAll(async () => {
      await deps.close()
      await s3.close()
    })

    it('stores media in the bucket, not under DATA_DIR, answering the public URL', async () => {
      const path = await deps.media.save(Buffer.from('x'), 'png')
      expect(path).toMatch(/^https:\/\/media\.example\.edu\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.png$/)
      expect(await deps.media.reader?.stat(path.slice('https://media.example.edu/'.length))).toMatchObject({
        size: 1,
      })
      expect(existsSync(join(deps.config.dataDir, 'uploads'))).toBe(false)
    })
  })
})
