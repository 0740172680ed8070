import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allowLoopback, type LocalSite, loopbackOnly, startLocalSite } from './local-site.fixture.ts'
import { fetchPage } from './safe-fetch.ts'

// What the fetcher refuses before connecting anywhere. Each test hands it a connection spy that opens
// sockets to loopback only, and checks that no connection was even asked for.

/** Fetches with the spy and without the allowance; answers the result and the connections asked for. */
async function fetchGuarded(url: string, opts: Parameters<typeof fetchPage>[1] = {}) {
  const spy = loopbackOnly()
  const resolved: string[] = []
  const result = await fetchPage(url, {
    connect: spy.connect,
    resolve: async (hostname) => {
      resolved.push(hostname)
      return ['127.0.0.1']
    },
    ...opts,
  })
  return { result, targets: spy.targets, resolved }
}

const FORBIDDEN_LITERALS = [
  'http://127.0.0.1/',
  'http://127.0.0.2:8080/',
  'http://[::1]/',
  'http://0.0.0.0/',
  'http://10.0.0.1/',
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.0.1/',
  'http://100.64.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'https://169.254.169.254/',
  'http://169.254.0.1/',
  'http://192.0.0.170/',
  'http://192.0.2.1/',
  'http://198.18.0.1/',
  'http://198.51.100.1/',
  'http://203.0.113.1/',
  'http://224.0.0.1/',
  'http://239.255.255.250:1900/',
  'http://240.0.0.1/',
  'http://255.255.255.255/',
  'http://[::]/',
  'http://[fe80::1]/',
  'http://[fc00::1]/',
  'http://[fd00:ec2::254]/',
  'http://[ff02::1]/',
  'http://[2001:db8::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://[64:ff9b::169.254.169.254]/',
  'http://[2002:a00:1::]/',
  // Spellings of loopback and private addresses that the URL parser turns into a dotted quad.
  'http://2130706433/',
  'http://0x7f.1/',
  'http://017700000001/',
  'http://127.1/',
  'http://0/',
  'http://0xa9fea9fe/',
  'http://127.0.0.1.:80/',
]

describe('fetchPage refuses before connecting', () => {
  it.each(FORBIDDEN_LITERALS)('%s: address', async (url) => {
    const { result, targets, resolved } = await fetchGuarded(url)
    expect(result).toEqual({ ok: false, reason: 'address' })
    expect(targets).toEqual([])
    expect(resolved).toEqual([])
  })

  it('a host that resolves to loopback (localhost, through the system resolver)', async () => {
    const spy = loopbackOnly()
    const result = await fetchPage('http://localhost/', { connect: spy.connect })
    expect(result).toEqual({ ok: false, reason: 'address' })
    expect(spy.targets).toEqual([])
  })

  it.each([
    [['10.1.2.3']],
    [['93.184.215.14', '169.254.169.254']],
    [['2606:2800:21f:cb07:6820:80da:af6b:8b2c', 'fd00::1']],
    [['::ffff:192.168.1.1']],
  ])('a host with any non-public address among %j', async (addresses) => {
    const asked: string[] = []
    const { result, targets } = await fetchGuarded('https://rebind.test/page', {
      resolve: async (hostname) => {
        asked.push(hostname)
        return addresses
      },
    })
    expect(result).toEqual({ ok: false, reason: 'address' })
    expect(targets).toEqual([])
    expect(asked).toEqual(['rebind.test'])
  })

  it.each([
    'ftp://example.com/file',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<title>x</title>',
    'gopher://example.com/',
    'ws://example.com/',
    'mailto:someone@example.com',
  ])('%s: scheme', async (url) => {
    const { result, targets, resolved } = await fetchGuarded(url)
    expect(result).toEqual({ ok: false, reason: 'scheme' })
    expect(targets).toEqual([])
    expect(resolved).toEqual([])
  })

  it.each([
    'http://user:pass@example.com/',
    'http://user@example.com/',
    'https://:secret@example.com/',
    'not a url',
    '',
    '/relative/path',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('%j: url', async (url) => {
    const { result, targets, resolved } = await fetchGuarded(url)
    expect(result).toEqual({ ok: false, reason: 'url' })
    expect(targets).toEqual([])
    expect(resolved).toEqual([])
  })
})

describe('fetchPage checks every redirect as it checks the first URL', () => {
  let site: LocalSite
  let trap: LocalSite
  beforeAll(async () => {
    site = await startLocalSite()
    // Another loopback address, which the allowance does not cover: a redirect there must not connect.
    trap = await startLocalSite('127.0.0.2')
  })
  afterAll(async () => {
    await site.close()
    await trap.close()
  })

  const redirectTo = (target: string) => `${site.origin}/to?target=${encodeURIComponent(target)}`

  it.each([
    'http://169.254.169.254/latest/meta-data/iam/',
    'http://10.0.0.1/',
    'http://[::1]:8080/',
    'http://[::ffff:169.254.169.254]/',
  ])('a redirect from the allowed site to %s', async (target) => {
    const { result, targets } = await fetchGuarded(redirectTo(target), { allowPrivateAddress: allowLoopback })
    expect(result).toEqual({ ok: false, reason: 'address' })
    // One connection: the allowed site's.
    expect(targets.map((t) => t.address)).toEqual(['127.0.0.1'])
  })

  it('a redirect to a listening loopback address that is not allowed reaches nothing', async () => {
    const { result, targets } = await fetchGuarded(redirectTo(`${trap.origin}/og`), {
      allowPrivateAddress: allowLoopback,
    })
    expect(result).toEqual({ ok: false, reason: 'address' })
    expect(targets.map((t) => t.address)).toEqual(['127.0.0.1'])
    expect(trap.connections()).toBe(0)
  })

  it('a redirect to another scheme', async () => {
    for (const target of ['file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)']) {
      const { result } = await fetchGuarded(redirectTo(target), { allowPrivateAddress: allowLoopback })
      expect(result).toEqual({ ok: false, reason: 'scheme' })
    }
  })

  it('without the allowance, the local site itself', async () => {
    const { result, targets } = await fetchGuarded(`${site.origin}/og`)
    expect(result).toEqual({ ok: false, reason: 'address' })
    expect(targets).toEqual([])
  })
})
