import type { Announcement, Event } from '@agora/contract'
import { expect } from 'vitest'
import type { TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser, type TestUser } from '../../../test/factories.ts'
import { createUniversity } from '../universities/index.ts'

/** Two universities with their people, for the activities tests. */
export interface World {
  metu: number
  itu: number
  admin: TestUser & { token: string }
  uniAdmin: TestUser & { token: string }
  otherUniAdmin: TestUser & { token: string }
  student: TestUser & { token: string }
  outsider: TestUser & { token: string }
}

let made = 0

export async function makeWorld(t: TestApp): Promise<World> {
  made += 1
  const metu = (
    await createUniversity(t.database.db, { name: `METU ${made}`, domains: [`metu${made}.edu.tr`] })
  ).id
  const itu = (await createUniversity(t.database.db, { name: `ITU ${made}`, domains: [`itu${made}.edu.tr`] }))
    .id
  const person = async (role: 'admin' | 'UniAdmin' | 'user', universityId: number | null) => {
    const user = await makeUser(t, { role, universityId })
    return { ...user, token: await loginAs(t.app, user) }
  }
  return {
    metu,
    itu,
    admin: await person('admin', null),
    uniAdmin: await person('UniAdmin', metu),
    otherUniAdmin: await person('UniAdmin', itu),
    student: await person('user', metu),
    outsider: await person('user', itu),
  }
}

export const EVENT = {
  title: 'Bahar Şenliği',
  description: 'Konserler ve stantlar',
  date: '2027-04-20',
  time: '18:30',
  location: 'Devrim Stadyumu',
}

export async function addEvent(
  t: TestApp,
  token: string,
  universityId: number,
  body: object = EVENT,
): Promise<Event> {
  const res = await as(t, token).post(`/api/universities/${universityId}/events`, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as Event
}

export async function addAnnouncement(
  t: TestApp,
  token: string,
  universityId: number,
  body: object = { title: 'Final sınav takvimi', content: 'Takvim yayımlandı.', date: '2027-01-05' },
): Promise<Announcement> {
  const res = await as(t, token).post(`/api/universities/${universityId}/academics`, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as Announcement
}
