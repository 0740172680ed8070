import type { PopularUniversity, University, UserSummary } from '@agora/contract'
import { makeUserSummary } from './user.ts'

/** Test-only: METU (id 4) as a plain member of it sees it. */
export function makeUniversity(overrides: Partial<University> = {}): University {
  return {
    id: 4,
    name: 'METU',
    type: 'public',
    city: 'Ankara',
    location: 'Çankaya',
    founded: 1956,
    students: 28500,
    members: 1250,
    members_count: 1250,
    website: 'https://metu.edu.tr',
    avatar_url: null,
    banner_url: null,
    domains: ['metu.edu.tr'],
    time_zone: 'Europe/Istanbul',
    abilities: { can_add_content: false, can_post: true, can_edit: false, can_manage_structure: false },
    ...overrides,
  }
}

export function makePopular(id: number, name: string, members: number): PopularUniversity {
  return { id, name, avatar_url: null, members }
}

/** Test-only: a member row as GET /users/ answers it (@ayse, id 7, of university 4). */
export function makeMember(overrides: Partial<UserSummary> = {}): UserSummary {
  return makeUserSummary(7, 'ayse', { nickname: 'Ayşe', university_id: 4, ...overrides })
}
