import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/database.ts'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../platform/errors.ts'
import {
  createUniversity,
  findUniversityByName,
  findUniversityIdForEmail,
  getUniversity,
  normalizeDomain,
} from './universities.service.ts'

describe('universities', () => {
  let database: Database
  let metu: number
  let ceng: number
  beforeAll(async () => {
    database = await createTestDatabase()
    metu = (
      await createUniversity(database.db, {
        name: 'Middle East Technical University',
        domains: ['metu.edu.tr'],
      })
    ).id
    ceng = (
      await createUniversity(database.db, {
        name: 'METU Computer Engineering',
        domains: ['ceng.metu.edu.tr'],
      })
    ).id
  })
  afterAll(() => database.close())

  async function rejection(promise: Promise<unknown>): Promise<HttpError> {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(HttpError)
    return err as HttpError
  }

  describe('findUniversityIdForEmail', () => {
    it.each([
      ['ali@metu.edu.tr', 'metu'],
      ['ALI@METU.EDU.TR', 'metu'],
      ['ali@student.metu.edu.tr', 'metu'],
      ['ali@a.b.student.metu.edu.tr', 'metu'],
      ['ali@ceng.metu.edu.tr', 'ceng'],
      ['ali@x.ceng.metu.edu.tr', 'ceng'],
      ['ali@notmetu.edu.tr', null],
      ['ali@edu.tr', null],
      ['ali@metu.edu.tr.evil.com', null],
      ['ali@gmail.com', null],
      ['not-an-address', null],
      ['ali@', null],
    ])('%s belongs to %s', async (email, expected) => {
      const id = await findUniversityIdForEmail(database.db, email)
      expect(id).toBe(expected === 'metu' ? metu : expected === 'ceng' ? ceng : null)
    })
  })

  describe('createUniversity', () => {
    it('stores the university with its domains lower-cased, sorted and without duplicates', async () => {
      const created = await createUniversity(database.db, {
        name: '  Boğaziçi University ',
        domains: ['BOUN.edu.tr', 'std.boun.edu.tr.', 'boun.edu.tr'],
        city: 'İstanbul',
        founded: 1863,
        website: 'https://bogazici.edu.tr',
      })
      expect(created).toMatchObject({
        name: 'Boğaziçi University',
        domains: ['boun.edu.tr', 'std.boun.edu.tr'],
        city: 'İstanbul',
        founded: 1863,
        website: 'https://bogazici.edu.tr',
      })
      expect(await getUniversity(database.db, created.id)).toMatchObject({
        name: 'Boğaziçi University',
        domains: ['boun.edu.tr', 'std.boun.edu.tr'],
      })
      expect((await findUniversityByName(database.db, 'boğaziçi university'))?.id).toBe(created.id)
      expect(await findUniversityIdForEmail(database.db, 'ayse@std.boun.edu.tr')).toBe(created.id)
    })

    it('refuses a name already taken, ignoring case', async () => {
      const err = await rejection(
        createUniversity(database.db, { name: 'middle east TECHNICAL university', domains: [] }),
      )
      expect(err.statusCode).toBe(409)
      expect(err.code).toBe('university_exists')
      expect(err.detail).toBe(
        `A university named "Middle East Technical University" already exists (id ${metu})`,
      )
    })

    it('refuses a domain another university lists, and creates nothing', async () => {
      const err = await rejection(
        createUniversity(database.db, { name: 'Other', domains: ['x.edu', 'Metu.Edu.Tr'] }),
      )
      expect(err.statusCode).toBe(409)
      expect(err.detail).toBe('The domain metu.edu.tr already belongs to Middle East Technical University')
      expect(await findUniversityByName(database.db, 'Other')).toBeNull()
    })

    it.each([
      'tr',
      'metu',
      'a b.edu.tr',
      'ali@metu.edu.tr',
      '-bad.edu.tr',
      'bad-.edu.tr',
      'https://metu.edu.tr',
      '127.0.0.1',
      '',
    ])('refuses the domain %j as malformed', async (domain) => {
      const err = await rejection(createUniversity(database.db, { name: `Uni ${domain}`, domains: [domain] }))
      expect(err.statusCode).toBe(422)
      expect(err.detail).toEqual([
        {
          loc: ['domains', 0],
          msg: `"${domain}" is not a valid domain name`,
          type: 'value_error',
          code: 'invalid_domain',
        },
      ])
    })

    it('refuses an empty name, a future founding year and a website that is not http', async () => {
      expect((await rejection(createUniversity(database.db, { name: '  ', domains: [] }))).statusCode).toBe(
        422,
      )
      const future = new Date().getFullYear() + 1
      const late = await rejection(
        createUniversity(database.db, { name: 'Late', domains: [], founded: future }),
      )
      expect(late.detail).toEqual([
        expect.objectContaining({ loc: ['founded'], code: 'invalid_founded_year' }),
      ])
      const site = await rejection(
        createUniversity(database.db, { name: 'Site', domains: [], website: 'ftp://x.y' }),
      )
      expect(site.detail).toEqual([expect.objectContaining({ loc: ['website'] })])
    })
  })

  it('normalizes internationalised domains to their ASCII form', () => {
    expect(normalizeDomain('Boğaziçi.edu.tr')).toBe('xn--boazii-0ua85b.edu.tr')
    expect(normalizeDomain(' ITU.EDU.TR ')).toBe('itu.edu.tr')
  })
})
