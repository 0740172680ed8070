import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseTrustProxy } from './config.ts'

describe('TRUST_PROXY', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agora-config-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const load = (value: string) =>
    loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value })

  it('trusts nobody by default', () => {
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false)
  })

  it('takes a hop count or the proxies’ addresses and ranges', () => {
    expect(load('1').trustProxy).toBe(1)
    expect(load('127.0.0.1').trustProxy).toEqual(['127.0.0.1'])
    expect(load('10.0.0.0/8, ::1, fd00::/8').trustProxy).toEqual(['10.0.0.0/8', '::1', 'fd00::/8'])
  })

  it('refuses "true" (any sender) and anything else that names no proxy, with a one-line reason', () => {
    for (const bad of ['true', 'yes', '11', '10.0.0.0/33', '1.2.3', 'localhost', '10.0.0.1,', '*']) {
      expect(() => load(bad), bad).toThrow(ConfigError)
    }
    expect(() => load('true')).toThrow(/Invalid TRUST_PROXY: .*forge X-Forwarded-For/)
    expect(parseTrustProxy('false')).toBe(false)
  })
})
