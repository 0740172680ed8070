import type { PopularUniversity, University } from '@agora/contract'
import { type UniversityViewer, universityAbilities } from './universities.policy.ts'
import type { UniversityRow } from './universities.repository.ts'

/** A university as the API answers it, with its members count and the viewer's abilities. */
export function presentUniversity(
  row: UniversityRow,
  domains: string[],
  members: number,
  viewer: UniversityViewer,
): University {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    city: row.city,
    location: row.location,
    founded: row.founded,
    students: row.students,
    members,
    members_count: members,
    website: row.website,
    avatar_url: row.avatarUrl,
    banner_url: row.bannerUrl,
    domains,
    time_zone: row.timeZone,
    abilities: universityAbilities(viewer, row.id),
  }
}

export function presentPopular(row: {
  id: number
  name: string
  avatarUrl: string | null
  members: number
}): PopularUniversity {
  return { id: row.id, name: row.name, avatar_url: row.avatarUrl, members: row.members }
}
