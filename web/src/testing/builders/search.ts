import type {
  CommunitySearchResult,
  DetailedSearchResponse,
  UniversitySearchResult,
  UserMatchField,
  UserSearchResult,
} from '@agora/contract'
import { makeUserSummary } from './user.ts'

/** Test-only: a person as search answers one, matched on `matched`. */
export function makePerson(
  id: number,
  username: string,
  overrides: Partial<UserSearchResult> = {},
): UserSearchResult {
  return { ...makeUserSummary(id, username), matched: 'username' satisfies UserMatchField, ...overrides }
}

export function makeCommunityResult(id: number, name: string): CommunitySearchResult {
  return {
    id,
    name,
    avatar_url: null,
    members_count: 12,
    members: 12,
    description: `${name} meets on Fridays`,
    university_id: 4,
    university_name: 'METU',
  }
}

export function makeUniversityResult(id: number, name: string): UniversitySearchResult {
  return { id, name, avatar_url: null, members: 1500, city: 'Ankara' }
}

/** Nothing found, with any group filled in. */
export function results(groups: Partial<DetailedSearchResponse> = {}): DetailedSearchResponse {
  return { users: [], posts: [], communities: [], universities: [], hashtags: [], ...groups }
}
