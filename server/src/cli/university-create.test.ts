import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { runCliOn } from '../../test/cli.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('university:create', () => {
  it('creates a university with its domains and says so', async () => {
    const r = await runCliOn(
      t,
      'university:create',
      '--name',
      'Hacettepe University',
      '--domain',
      'HACETTEPE.edu.tr',
    )
    expect(r.err).toEqual([])
    expect(r.code).toBe(0)
    expect(r.out).toEqual([expect.stringMatching(/^Created university Hacettepe University with id \d+: /)])
    expect(r.out[0]).toContain('domains hacettepe.edu.tr')
  })

  it('takes several domains, repeated or comma-separated, and the optional facts', async () => {
    const r = await runCliOn(
      t,
      'university:create',
      '--name',
      'Bilkent University',
      '--domain',
      'bilkent.edu.tr,ug.bilkent.edu.tr',
      '--domain',
      'cs.bilkent.edu.tr',
      '--city',
      'Ankara',
      '--founded',
      '1984',
    )
    expect(r.code).toBe(0)
    expect(r.out[0]).toMatch(
      /: domains bilkent\.edu\.tr, cs\.bilkent\.edu\.tr, ug\.bilkent\.edu\.tr, city Ankara, founded 1984$/,
    )
  })

  it('takes the figures an administrator sets: students, type and time zone', async () => {
    const r = await runCliOn(
      t,
      'university:create',
      ...['--name', 'Koç Üniversitesi', '--domain', 'ku.edu.tr', '--students', '0', '--type', 'Foundation'],
      ...['--time-zone', 'europe/berlin', '--website', 'https://www.ku.edu.tr'],
    )
    expect(r.err).toEqual([])
    expect(r.out[0]).toMatch(/: domains ku\.edu\.tr, type foundation, 0 students, time zone Europe\/Berlin$/)
  })

  it.each([
    [['--domain', 'x.edu'], 'error: --name is required'],
    [['--name', 'X', '--students', 'many'], 'error: --students must be a whole number, got "many"'],
    [['--name', 'X', '--type', 'secret'], 'error: --type must be one of public, private, foundation'],
    [['--name', 'X', '--time-zone', 'Mars/Olympus'], 'error: time_zone: Not a known time zone'],
    [['--name', 'X', '--website', 'nope'], 'error: website: Website must be'],
    [['--name', 'Hacettepe university'], 'error: A university named "Hacettepe University" already exists'],
    [
      ['--name', 'X', '--domain', 'ug.bilkent.edu.tr'],
      'error: The domain ug.bilkent.edu.tr already belongs to',
    ],
    [
      ['--name', 'X', '--domain', 'not a domain'],
      'error: domains.0: "not a domain" is not a valid domain name',
    ],
    [
      ['--name', 'X', '--founded', 'long ago'],
      'error: --founded must be a positive whole number, got "long ago"',
    ],
    [['--name', 'X', '--colour', 'red'], 'error: Unknown option --colour'],
    [['--name', 'X', 'extra'], 'error: Unexpected argument extra'],
    [['--name'], 'error: --name needs a value'],
  ])('refuses %j with one line', async (args, reason) => {
    const r = await runCliOn(t, 'university:create', ...args)
    expect(r.code).toBe(1)
    expect(r.out).toEqual([])
    expect(r.err).toHaveLength(1)
    expect(r.err[0]).toContain(reason)
    expect(r.err[0]).not.toMatch(/\n|\(.*:\d+:\d+\)/)
  })
})
