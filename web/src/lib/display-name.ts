interface NamedUser {
  username: string
  nickname?: string | null
  full_name?: string | null
}

/** Display name precedence of spec 001 section 3: nickname, then full_name, then username. */
export function displayName(user: NamedUser): string {
  return user.nickname?.trim() || user.full_name?.trim() || user.username
}
