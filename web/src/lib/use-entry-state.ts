import { useState } from 'react'
import { useLocation } from 'react-router'

/**
 * What screens keep per history entry (location.key) and name: a chosen tab, a list's scroll place.
 * Module-level, so that it outlives the screen, for the tab's session only; at most MAX values are
 * kept, the oldest dropped first. The first entry's key is always 'default', so tests forget it all
 * between cases (vitest.setup.ts).
 */
const values = new Map<string, unknown>()
const MAX = 100

export const entryMemory = {
  get<T>(id: string): T | undefined {
    return values.get(id) as T | undefined
  },
  set(id: string, value: unknown): void {
    values.delete(id)
    values.set(id, value)
    if (values.size > MAX) values.delete(values.keys().next().value as string)
  },
  clear(): void {
    values.clear()
  },
}

/**
 * useState whose value comes back when the reader returns to this history entry (Back from a post
 * to the profile's Liked tab), while a new visit of the same address starts from `initial`. For
 * choices that are not in the address, such as a screen's tab.
 */
export function useEntryState<T>(name: string, initial: T): [T, (next: T) => void] {
  const { key } = useLocation()
  const id = `${key}:${name}`
  const [value, setValue] = useState<T>(() => entryMemory.get<{ value: T }>(id)?.value ?? initial)
  const set = (next: T) => {
    entryMemory.set(id, { value: next })
    setValue(next)
  }
  return [value, set]
}
