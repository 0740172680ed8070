import type { Community, PopularCommunity, Post } from '@agora/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { imageBytes, postForm } from '../../../test/posts.ts'
import { signedInUser } from '../../../test/users.ts'
import { seedPost } from '../posts/index.ts'
import { createUniversity } from '../universities/index.ts'
import { seedCommunity, seedMembership } from './communities.seed.ts'
import { call, makeWorld, type World } from './communities.test-world.ts'

describe('communities: lists, one community, its posts, editing', () => {
  let t: TestApp
  let w: World
  const base = () => `/communities/${w.communityId}`

  beforeAll(async () => {
    t = await buildTestApp()
    w = await makeWorld(t)
  })
  afterAll(() => t.close())

  it('answers the community with the viewer standing, first members and abilities', async () => {
    const asOutsider = (await call<Community>(t, w.outsider, 'GET', base())).body
    expect(asOutsider).toMatchObject({
      id: w.communityId,
      university_id: w.universityId,
      university_name: expect.stringContaining('Community U'),
      members_count: 3,
      members: 3,
      admin_id: w.comAdmin.id,
      admin_username: w.comAdmin.username,
      is_member: false,
      is_admin_or_mod: false,
      membership_status: 'none',
      user_role: 'user',
      abilities: { can_edit: false, can_post: false, can_join: true, can_leave: false, can_delete: false },
    })
    expect(asOutsider.first_members.map((m) => m.id)).toEqual([w.comAdmin.id, w.comMod.id, w.member.id])
    expect((await call<Community>(t, w.comAdmin, 'GET', base())).body).toMatchObject({
      user_role: 'creator',
      is_admin_or_mod: true,
      abilities: { can_edit: true, can_moderate: true, can_manage_roles: true, can_create_event: true },
    })
    expect((await call<Community>(t, w.comMod, 'GET', base())).body).toMatchObject({
      user_role: 'ComMod',
      abilities: { can_edit: true, can_manage_roles: false },
    })
    expect((await call<Community>(t, w.siteAdmin, 'GET', base())).body).toMatchObject({
      user_role: 'admin',
      abilities: { can_delete: true, can_manage_roles: true },
    })
    expect((await call(t, w.outsider, 'GET', '/communities/999999')).status).toBe(404)
    expect((await call(t, w.outsider, 'GET', '/communities/abc')).status).toBe(422)
    expect((await call(t, null, 'GET', base())).status).toBe(401)
    expect((await call(t, w.unverified, 'GET', base())).status).toBe(403)
  })

  it('serves the tabs: popular by members, the viewer university, the viewer own; a Turkish-folded filter', async () => {
    const student = await signedInUser(t)
    const tiny = await seedCommunity(t.database.db, {
      universityId: w.universityId,
      name: 'IŞIK Kulübü',
      adminId: student.id,
    })
    const popular = await call<Community[]>(t, w.outsider, 'GET', '/communities/?tab=popular&limit=100')
    const ids = popular.body.map((c) => c.id)
    expect(ids.indexOf(w.communityId)).toBeLessThan(ids.indexOf(tiny))
    expect(Number(popular.headers['x-total-count'])).toBeGreaterThanOrEqual(3)

    const ofUniversity = (await call<Community[]>(t, w.outsider, 'GET', '/communities/?tab=university')).body
    expect(ofUniversity.every((c) => c.university_id === w.universityId)).toBe(true)
    expect((await call<Community[]>(t, student, 'GET', '/communities/?tab=university')).body).toEqual([])

    const mine = (await call<Community[]>(t, w.member, 'GET', '/communities/?tab=mine')).body
    expect(mine.map((c) => c.id)).toEqual([w.communityId])

    for (const term of ['ışık', 'işik', 'IŞIK', 'KULÜB']) {
      const found = (
        await call<Community[]>(t, w.outsider, 'GET', `/communities/?search=${encodeURIComponent(term)}`)
      ).body
      expect(found.map((c) => c.id)).toContain(tiny)
    }
    expect((await call(t, w.outsider, 'GET', '/communities/?tab=nope')).status).toBe(422)
    expect((await call(t, w.outsider, 'GET', '/communities/?limit=0')).status).toBe(422)
  })

  it('ranks popular communities by members for the side panel', async () => {
    const res = await call<PopularCommunity[]>(t, w.outsider, 'GET', '/search/popular/communities?limit=5')
    expect(res.status).toBe(200)
    expect(res.body.length).toBeLessThanOrEqual(5)
    const counts = res.body.map((c) => c.members_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect((await call(t, w.outsider, 'GET', '/search/popular/communities?limit=500')).status).toBe(422)
  })

  it("puts the reader's university's communities first, each naming its university", async () => {
    const uni = async (name: string) => (await createUniversity(t.database.db, { name, domains: [] })).id
    const [near, far] = [await uni('Near University'), await uni('Far University')]
    const founder = await signedInUser(t)
    const big = await seedCommunity(t.database.db, {
      universityId: far,
      name: 'Twin Club',
      adminId: founder.id,
    })
    for (let i = 0; i < 40; i++) await seedMembership(t.database.db, big, (await signedInUser(t)).id)
    const small = await seedCommunity(t.database.db, {
      universityId: near,
      name: 'Twin Club',
      adminId: founder.id,
    })
    const twins = async (who: Awaited<ReturnType<typeof signedInUser>>) => {
      const res = await call<PopularCommunity[]>(t, who, 'GET', '/search/popular/communities?limit=50')
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body
        .filter((c) => c.name === 'Twin Club')
        .map((c) => ({ id: c.id, university_id: c.university_id, university_name: c.university_name }))
    }
    const nearTwin = { id: small, university_id: near, university_name: 'Near University' }
    const farTwin = { id: big, university_id: far, university_name: 'Far University' }
    const reader = await signedInUser(t, { universityId: near })
    expect(await twins(reader)).toEqual([nearTwin, farTwin])
    const list = (await call<PopularCommunity[]>(t, reader, 'GET', '/search/popular/communities?limit=50'))
      .body
    expect(list[0]?.university_id).toBe(near)
    // Without a university, members alone rank them.
    expect(await twins(await signedInUser(t))).toEqual([farTwin, nearTwin])
  })

  it('lets members post into it and everyone verified read its posts, under each author rule', async () => {
    const post = (who: { token: string }, content: string) =>
      postForm(t.app, who.token, '/api/posts/', { content, community_id: String(w.communityId) })
    const res = await post(w.member, 'Opening move tonight')
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ community_id: w.communityId })
    const refused = await post(w.outsider, 'Let me in')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'not_a_member' })
    expect((await post(w.pending, 'Not yet')).statusCode).toBe(403)

    const hidden = await signedInUser(t, { isPrivate: true })
    await seedMembership(t.database.db, w.communityId, hidden.id)
    const secret = await seedPost(t.database.db, {
      userId: hidden.id,
      content: 'followers only',
      communityId: w.communityId,
    })
    const list = (await call<Post[]>(t, w.outsider, 'GET', `${base()}/posts`)).body
    expect(list.map((p) => p.content)).toContain('Opening move tonight')
    expect(list.map((p) => p.id)).not.toContain(secret.id)
    expect((await call<Post[]>(t, hidden, 'GET', `${base()}/posts`)).body.map((p) => p.id)).toContain(
      secret.id,
    )
    expect((await call(t, w.outsider, 'GET', '/communities/999999/posts')).status).toBe(404)
    expect((await call(t, w.outsider, 'GET', `${base()}/posts?limit=500`)).status).toBe(422)
  })

  it('lets its staff and site admins edit the name and description; names stay unique at the university', async () => {
    const edit = (who: { token: string }, body: unknown) => call<Community>(t, who, 'PUT', base(), body)
    expect((await edit(w.member, { name: 'Mine now' })).status).toBe(403)
    expect((await edit(w.otherMod, { name: 'Mine now' })).status).toBe(403)
    expect((await edit(w.comMod, { name: '   ' })).body).toMatchObject({ code: 'validation_failed' })
    expect((await edit(w.comMod, { name: 'x'.repeat(101) })).status).toBe(422)
    const taken = await call<Community>(t, w.comMod, 'GET', `/communities/${w.otherId}`)
    expect((await edit(w.comMod, { name: taken.body.name.toUpperCase() })).status).toBe(409)
    const ok = await edit(w.comMod, { name: 'Satranç Kulübü', description: 'Every Tuesday' })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ name: 'Satranç Kulübü', description: 'Every Tuesday' })
    expect((await edit(w.siteAdmin, { name: 'Satranç Kulübü' })).body.description).toBe('Every Tuesday')
    expect((await call(t, w.comMod, 'PUT', '/communities/999999', { name: 'x' })).status).toBe(404)
  })

  it('takes a square avatar and a 3:1 banner from its staff, images of 5 MB at most', async () => {
    const png = [
      { field: 'file', name: 'a.png', type: 'image/png', bytes: await imageBytes(900, 900, 'png') },
    ]
    const avatar = await postForm(t.app, w.comAdmin.token, `/api${base()}/upload-avatar`, {}, png)
    expect(avatar.statusCode, avatar.body).toBe(200)
    expect((avatar.json() as Community).avatar_url).toMatch(/\/uploads\//)
    const wide = [
      { field: 'file', name: 'b.png', type: 'image/png', bytes: await imageBytes(3000, 1000, 'png') },
    ]
    const banner = await postForm(t.app, w.comMod.token, `/api${base()}/upload-banner`, {}, wide)
    const path = (banner.json() as Community).banner_url!
    const stored = await t.app.inject({ method: 'GET', url: path })
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 1500, height: 500 })
    expect((await postForm(t.app, w.member.token, `/api${base()}/upload-avatar`, {}, png)).statusCode).toBe(
      403,
    )
    const fake = [{ field: 'file', name: 'x.png', type: 'image/png', bytes: Buffer.from('not an image') }]
    expect(
      (await postForm(t.app, w.comAdmin.token, `/api${base()}/upload-avatar`, {}, fake)).statusCode,
    ).toBe(415)
    const huge = [
      {
        field: 'file',
        name: 'big.png',
        type: 'image/png',
        bytes: Buffer.concat([png[0]!.bytes, Buffer.alloc(5 * 1024 * 1024 + 1)]),
      },
    ]
    expect(
      (await postForm(t.app, w.comAdmin.token, `/api${base()}/upload-banner`, {}, huge)).statusCode,
    ).toBe(413)
  })

  it('lets only site admins delete a community, with its posts', async () => {
    const doomed = await seedCommunity(t.database.db, {
      universityId: w.universityId,
      name: 'Doomed',
      adminId: w.member.id,
    })
    const post = await postForm(t.app, w.member.token, '/api/posts/', {
      content: 'bye',
      community_id: String(doomed),
    })
    const postId = (post.json() as Post).id
    expect((await call(t, w.member, 'DELETE', `/communities/${doomed}`)).status).toBe(403)
    expect((await call(t, w.siteAdmin, 'DELETE', `/communities/${doomed}`)).status).toBe(204)
    expect((await call(t, w.member, 'GET', `/communities/${doomed}`)).status).toBe(404)
    expect((await call(t, w.member, 'GET', `/posts/${postId}`)).status).toBe(404)
  })
})
