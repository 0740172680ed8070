import type { UserSummary } from '@agora/contract'

export type MatchedField = 'username' | 'full_name' | 'nickname' | 'bio'

/** Which of a person's fields holds the search term (the picker says why they came up). */
export function matchedField(user: UserSummary, term: string): MatchedField | null {
  const q = term.trim().toLocaleLowerCase()
  if (!q) return null
  const fields: MatchedField[] = ['username', 'full_name', 'nickname', 'bio']
  return fields.find((f) => (user[f] ?? '').toLocaleLowerCase().includes(q)) ?? null
}

/**
 * When the search fails, the people already loaded are filtered locally by username, full name or
 * nickname (spec 001 section 9).
 */
export function filterLoaded(people: readonly UserSummary[], term: string): UserSummary[] {
  const q = term.trim().toLocaleLowerCase()
  if (!q) return []
  return people.filter((u) =>
    [u.username, u.full_name, u.nickname].some((v) => (v ?? '').toLocaleLowerCase().includes(q)),
  )
}
