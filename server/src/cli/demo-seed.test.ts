import { describe, expect, it } from 'vitest'
import { queryRows } from '../db/client.ts'
import { findUniversityIdForEmail } from '../modules/universities/index.ts'
import { DEMO_EVENTS } from './demo-activities.ts'
import { DEMO_FOLLOW_REQUESTS, DEMO_PASSWORD, DEMO_STUDENTS, DEMO_UNIVERSITIES } from './demo-data.ts'
import { useSeededDemo } from './demo-seed.test-kit.ts'
import { DEMO_AFFILIATION_ROWS } from './demo-seed-affiliation.ts'
import {
  ACTIVITIES,
  CHATS,
  COMMENTS,
  COMMUNITIES,
  COMMUNITY_POSTS,
  PEOPLE,
  POSTS,
  PROFILE_ROWS,
} from './demo-seed-expected.ts'

describe('demo:seed', () => {
  const demo = useSeededDemo()
  const { run, count, signIn, readerAs } = demo

  it('creates three universities and users of every role, showing progress and the password', async () => {
    expect(demo.first.err).toEqual([])
    expect(demo.first.code).toBe(0)
    expect(demo.first.out.filter((l) => /^\[\d+\/11\] /.test(l))).toHaveLength(11)
    expect(demo.first.out).toContain('  skipped Middle East Technical University: exists (id 1)')
    const made =
      2 +
      PEOPLE.length +
      DEMO_AFFILIATION_ROWS +
      (await count('follows')) +
      POSTS +
      PROFILE_ROWS +
      ACTIVITIES +
      COMMUNITIES +
      CHATS +
      (await count('notifications'))
    expect(demo.first.out).toContain(`Done: ${made} created, 1 skipped because they already existed.`)
    expect(demo.first.out).toContain(`Every demo account signs in with the password: ${DEMO_PASSWORD}`)
  })

  it('stores what it said', async () => {
    expect(await count('universities')).toBe(3)
    expect(await count('users')).toBe(PEOPLE.length)
    const roles = await queryRows<{ role: string; n: number }>(
      demo.t.database.db,
      'select role, count(*)::int as n from users where is_verified group by role order by role',
    )
    expect(roles).toEqual([
      { role: 'UniAdmin', n: 3 },
      { role: 'admin', n: 1 },
      { role: 'user', n: DEMO_STUDENTS.length },
    ])
  })

  it('gives each person the university that their address belongs to', async () => {
    for (const p of PEOPLE) {
      const me = await signIn(p.username)
      const expected = p.university ? await findUniversityIdForEmail(demo.t.database.db, p.email) : null
      if (p.university) expect(expected).not.toBeNull()
      expect(me).toMatchObject({
        username: p.username,
        role: p.role,
        is_verified: true,
        university_id: expected,
      })
    }
  })

  it('places each student in a faculty and department with a year, one alumnus per university', async () => {
    const me = await (await readerAs('ayse_yilmaz'))('/api/users/me')
    expect(me.affiliation).toEqual({
      faculty: { id: expect.any(Number), name: 'Faculty of Engineering' },
      department: { id: expect.any(Number), name: 'Computer Engineering' },
      study_year: 1,
      is_alumni: false,
    })
    expect(await count('faculties')).toBe(6)
    expect(await count('users where is_alumni')).toBe(3)
    expect(await count("users where role = 'user' and department_id is null")).toBe(0)
  })

  it('keeps Turkish names as they are', async () => {
    const me = await signIn('ayse_yilmaz')
    expect(me).toMatchObject({ first_name: 'Ayşe', last_name: 'Yılmaz', nickname: 'Ayşe' })
    expect((await signIn('can_ozturk'))?.nickname).toBe('Can Öztürk')
    const boun = await run('university:create', '--name', DEMO_UNIVERSITIES.boun.name)
    expect(boun.err[0]).toContain('A university named "Boğaziçi University" already exists')
  })

  it('skips everything on a second run and says so', async () => {
    const follows = await count('follows')
    const again = await run('demo:seed')
    expect(again.code).toBe(0)
    expect(again.out.filter((l) => l.startsWith('  created'))).toEqual([])
    const requests = DEMO_FOLLOW_REQUESTS.length
    expect(again.out).toContain(`  0 follows created, ${follows - requests} already there`)
    expect(again.out).toContain(`  0 profiles filled (3 private accounts), ${PEOPLE.length} already had one`)
    expect(again.out).toContain(
      `  skipped: the demo users already have ${POSTS + COMMENTS + COMMUNITY_POSTS} posts`,
    )
    expect(again.out).toContain(
      `Done: 0 created, ${3 + PEOPLE.length + DEMO_AFFILIATION_ROWS + follows + POSTS + PROFILE_ROWS + ACTIVITIES + COMMUNITIES + CHATS} skipped because they already existed.`,
    )
    expect(await count('universities')).toBe(3)
    expect(await count('users')).toBe(PEOPLE.length)
    expect(await count('follows')).toBe(follows)
    expect(await count('posts')).toBe(POSTS + COMMENTS + COMMUNITY_POSTS)
    expect(await count('events')).toBe(3 * DEMO_EVENTS.length + COMMUNITIES)
    expect(await count('communities')).toBe(COMMUNITIES)
    expect(await count('community_applications')).toBe(1)
  })

  it('takes no arguments', async () => {
    expect(await run('demo:seed', '--force')).toMatchObject({
      code: 1,
      err: ['error: Unknown option --force'],
    })
  })
})
