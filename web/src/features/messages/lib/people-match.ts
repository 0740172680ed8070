import type { Chat, UserMatchField } from '@agora/contract'

/** A person the picker shows: a search result, or someone already loaded (a chat's member). */
export interface PickerPerson {
  id: number
  username: string
  nickname: string | null
  full_name: string | null
  avatar_url: string | null
  bio?: string | null
  /** Which field matched the term: the server's word, or worked out here for a local match. */
  matched?: UserMatchField
}

/** Lower case without accents, the Turkish way (İ and I are i, ş is s), so that ayse finds Ayşe. */
function fold(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i')
}

const FIELDS: readonly [UserMatchField, (p: PickerPerson) => string | null][] = [
  ['username', (p) => p.username],
  ['name', (p) => p.full_name],
  ['nickname', (p) => p.nickname],
]

/** Which of a person's fields holds the term, in the server's order: username, name, nickname. */
export function matchedField(person: PickerPerson, term: string): UserMatchField | null {
  const q = fold(term.trim())
  if (!q) return null
  return FIELDS.find(([, read]) => fold(read(person) ?? '').includes(q))?.[0] ?? null
}

/**
 * When the search fails, the people already loaded are filtered here by username, full name or
 * nickname (spec 001 "Errors"), each with the field that matched.
 */
export function filterLoaded(people: readonly PickerPerson[], term: string): PickerPerson[] {
  return people.flatMap((person) => {
    const matched = matchedField(person, term)
    return matched ? [{ ...person, matched }] : []
  })
}

/** The members of the viewer's chats, as far as the cached chat list holds them. */
export function chatMembers(chats: readonly Chat[] | undefined): PickerPerson[] {
  const seen = new Map<number, PickerPerson>()
  for (const chat of chats ?? []) {
    for (const u of chat.users) {
      if (!seen.has(u.id)) {
        seen.set(u.id, {
          id: u.id,
          username: u.username,
          nickname: u.nickname,
          full_name: u.full_name,
          avatar_url: u.avatar_url,
        })
      }
    }
  }
  return [...seen.values()]
}
