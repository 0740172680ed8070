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

describe('S3_*', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agora-config-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), ...env })
  const full = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'agora-media',
    S3_ACCESS_KEY_ID: 'minio',
    S3_SECRET_ACCESS_KEY: 'minio-secret',
  }

  it('keeps media on disk unless S3_BUCKET is set', () => {
    expect(load({}).s3).toBeUndefined()
    expect(load({ S3_REGION: 'eu-central-1' }).s3).toBeUndefined()
  })

  it('reads the bucket, its keys, the region (us-east-1 by default) and the public URL', () => {
    expect(load(full).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'agora-media',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      publicUrl: undefined,
    })
    const aws = load({
      ...full,
      S3_ENDPOINT: '',
      S3_REGION: 'eu-west-1',
      S3_PUBLIC_URL: 'https://cdn.example.edu/m/',
    })
    expect(aws.s3).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-1',
      publicUrl: 'https://cdn.example.edu/m',
    })
  })

  it('refuses a half-configured S3 at start with a one-line reason', () => {
    const { S3_ACCESS_KEY_ID: _id, ...noId } = full
    expect(() => load(noId)).toThrow(/^Invalid S3_BUCKET: S3_ACCESS_KEY_ID must be set too$/)
    expect(() => load({ S3_BUCKET: 'agora-media' })).toThrow(
      'Invalid S3_BUCKET: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too',
    )
    const { S3_BUCKET: _bucket, ...noBucket } = full
    expect(() => load(noBucket)).toThrow(/^Invalid S3_ENDPOINT: S3_BUCKET must be set too/)
    expect(() => load({ S3_PUBLIC_URL: 'https://cdn.example.edu' })).toThrow(
      /^Invalid S3_PUBLIC_URL: S3_BUCKET/,
    )
    for (const [name, bad] of [
      ['S3_ENDPOINT', '127.0.0.1:9000'],
      ['S3_ENDPOINT', 'ftp://files.example.edu'],
      ['S3_PUBLIC_URL', 'cdn.example.edu'],
      ['S3_BUCKET', 'Agora_Media'],
      ['S3_BUCKET', 'ab'],
    ] as const) {
      expect(() => load({ ...full, [name]: bad }), `${name}=${bad}`).toThrow(ConfigError)
      expect(() => load({ ...full, [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(`^Invalid ${name}: `))
    }
  })
})

describe('METRICS_TOKEN and SLOW_QUERY_MS', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agora-config-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), ...env })

  it('has no metrics token and a 200 ms slow-query threshold, with plans, by default', () => {
    const config = load({})
    expect(config.metricsToken).toBeUndefined()
    expect(config.slowQueryMs).toBe(200)
    expect(config.slowQueryPlans).toBe(true)
    expect(load({ NODE_ENV: 'production' }).slowQueryPlans).toBe(false)
  })

  it('takes a metrics token of at least 16 token characters', () => {
    expect(load({ METRICS_TOKEN: 'a1b2c3d4e5f6g7h8' }).metricsToken).toBe('a1b2c3d4e5f6g7h8')
    expect(load({ METRICS_TOKEN: 'abc-DEF_123.~+/xyz==' }).metricsToken).toBe('abc-DEF_123.~+/xyz==')
    expect(() => load({ METRICS_TOKEN: 'short-token' })).toThrow(/^Invalid METRICS_TOKEN: .*16 characters/)
    expect(() => load({ METRICS_TOKEN: 'has spaces in the token' })).toThrow(/^Invalid METRICS_TOKEN: /)
  })

  it('takes a threshold in whole milliseconds, 0 logging every statement', () => {
    expect(load({ SLOW_QUERY_MS: '0' }).slowQueryMs).toBe(0)
    expect(load({ SLOW_QUERY_MS: '1500' }).slowQueryMs).toBe(1500)
    for (const bad of ['-1', 'fast', '2.5']) {
      expect(() => load({ SLOW_QUERY_MS: bad }), bad).toThrow(/^Invalid SLOW_QUERY_MS: /)
    }
  })
})

describe('LINK_PREVIEW_TEST_ADDRESSES', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agora-config-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const load = (value?: string) =>
    loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), LINK_PREVIEW_TEST_ADDRESSES: value })

  it('allows no private address by default, and takes IP addresses only', () => {
    expect(load().linkPreviewTestAddresses).toEqual([])
    expect(load('127.0.0.1, ::1').linkPreviewTestAddresses).toEqual(['127.0.0.1', '::1'])
    for (const bad of ['localhost', '10.0.0.0/8', '*']) expect(() => load(bad), bad).toThrow(ConfigError)
  })

  it('keeps polls open 5 minutes at least, unless a browser test lowers it (1 to 300 seconds)', () => {
    const poll = (value?: string) =>
      loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), POLL_TEST_MIN_SECONDS: value }).pollMinSeconds
    expect(poll()).toBe(300)
    expect(poll('5')).toBe(5)
    for (const bad of ['0', '301', 'soon']) expect(() => poll(bad), bad).toThrow(ConfigError)
  })
})

describe('VAPID_*', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agora-config-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const load = (env: Record<string, string> = {}) =>
    loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), ...env })
  const pub = `B${'A'.repeat(86)}`
  const priv = 'C'.repeat(43)

  it('generates a key pair into DATA_DIR once and keeps it; the subject defaults to MAIL_FROM', () => {
    const first = load().vapid
    expect(first.publicKey).toMatch(/^[\w-]{87}$/)
    expect(first.privateKey).toMatch(/^[\w-]{43}$/)
    expect(first.subject).toBe('mailto:no-reply@agora.local')
    expect(load().vapid).toEqual(first)
  })

  it('takes both keys and a subject from the environment', () => {
    const env = { VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: 'https://agora.example' }
    expect(load(env).vapid).toEqual({ publicKey: pub, privateKey: priv, subject: 'https://agora.example' })
  })

  it('refuses one key without the other, a malformed key and a subject that is no mailto: or https:', () => {
    expect(() => load({ VAPID_PUBLIC_KEY: pub })).toThrow(/VAPID_PRIVATE_KEY/)
    expect(() => load({ VAPID_PRIVATE_KEY: priv })).toThrow(/VAPID_PUBLIC_KEY/)
    expect(() => load({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: priv })).toThrow(ConfigError)
    expect(() => load({ VAPID_SUBJECT: 'http://agora.example' })).toThrow(ConfigError)
  })

  it('allows private push endpoints in tests and development only, not when NODE_ENV is unset', () => {
    expect(load({ NODE_ENV: 'test' }).pushPrivateEndpoints).toBe(true)
    expect(load({ NODE_ENV: 'development' }).pushPrivateEndpoints).toBe(true)
    expect(load({ NODE_ENV: 'production' }).pushPrivateEndpoints).toBe(false)
    expect(load().pushPrivateEndpoints).toBe(false)
  })
})
