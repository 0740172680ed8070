import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { makeUser } from '../../../test/factories.ts'
import { createUniversity } from '../universities/index.ts'
import { seedPost } from './posts.seed.ts'
import { POSTERS_TTL_MS, recentUniversityPosters } from './posts.university-posters.ts'

describe("For You's university posters", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('lists the members who posted in the window, and keeps the list for its time', async () => {
    const uni = await createUniversity(t.database.db, { name: 'Posters University', domains: [] })
    const other = await createUniversity(t.database.db, { name: 'Elsewhere University', domains: [] })
    const writer = await makeUser(t, { universityId: uni.id })
    const quiet = await makeUser(t, { universityId: uni.id })
    const old = await makeUser(t, { universityId: uni.id })
    const outsider = await makeUser(t, { universityId: other.id })
    const week = new Date(Date.now() - 7 * 86_400_000)
    await seedPost(t.database.db, { userId: writer.id, content: 'this week' })
    await seedPost(t.database.db, {
      userId: old.id,
      content: 'last month',
      createdAt: new Date(Date.now() - 30 * 86_400_000),
    })
    await seedPost(t.database.db, { userId: outsider.id, content: 'another campus' })
    const now = Date.now()
    expect(await recentUniversityPosters(t.database.db, uni.id, week, now)).toEqual([writer.id])

    // Someone posting for the first time joins the list when it is read again, not before.
    await seedPost(t.database.db, { userId: quiet.id, content: 'my first post' })
    expect(await recentUniversityPosters(t.database.db, uni.id, week, now + 1000)).toEqual([writer.id])
    const later = await recentUniversityPosters(t.database.db, uni.id, week, now + POSTERS_TTL_MS + 1)
    expect(later.sort((a, b) => a - b)).toEqual([writer.id, quiet.id].sort((a, b) => a - b))
  })
})
