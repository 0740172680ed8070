import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * One entity (a post, an account, an event, a community…) appears in many caches at once: its
 * detail, every list, and embedded in other entities. A `CacheShadow` says how to recognise the
 * entity in cached data and under which query keys to look; `updateEverywhere` and
 * `removeEverywhere` change every cached copy together and hand back a rollback, in the spirit of
 * Bluesky's post shadow, so that a toggle shows at once everywhere and a failed call puts it back.
 * Every entity's optimistic helpers are built on these two (CONVENTIONS.md: optimistic toggles).
 */
export type Rollback = () => void

export interface CacheShadow<T extends object> {
  /** The query-key prefixes that hold copies of the entity. */
  roots: readonly QueryKey[]
  /** Whether a cached object is one of these entities. */
  matches: (value: object) => value is T
  id: (entity: T) => number | string
}

export const REMOVE = Symbol('remove')
/** Where an entity sits: the cached value itself, an element of a list, or embedded in another object. */
export type Where = 'root' | 'item' | 'embedded'
type Visit<T> = (entity: T, where: Where) => T | typeof REMOVE

/**
 * Rebuilds only what changed (structural sharing): unchanged branches keep their identity, so
 * React Query and React re-render only the affected rows. An array drops an item `visit` removes;
 * an embedded entity or the root cannot be removed and is left as it is.
 */
function walk<T extends object>(
  value: unknown,
  shadow: CacheShadow<T>,
  visit: Visit<T>,
  where: Where = 'root',
): unknown {
  if (Array.isArray(value)) {
    let changed = false
    const out: unknown[] = []
    for (const item of value) {
      const next = walk(item, shadow, visit, 'item')
      if (next !== item) changed = true
      if (next !== REMOVE) out.push(next)
    }
    return changed ? out : value
  }
  if (value === null || typeof value !== 'object') return value
  let current = value as Record<string, unknown>
  if (shadow.matches(value)) {
    const next = visit(value, where)
    if (next === REMOVE) return where === 'item' ? REMOVE : value
    current = next as unknown as Record<string, unknown>
  }
  let copy: Record<string, unknown> | null = current === value ? null : { ...current }
  // A plain loop over the keys: a like walks every cached feed page, and Object.entries would make an
  // array per object on the way.
  for (const key in current) {
    const child = current[key]
    if (child === null || typeof child !== 'object') continue
    const next = walk(child, shadow, visit, 'embedded')
    if (next !== child) {
      copy ??= { ...current }
      copy[key] = next
    }
  }
  return copy ?? current
}

function eachQuery(
  client: QueryClient,
  roots: readonly QueryKey[],
  fn: (key: QueryKey, data: unknown) => void,
) {
  const seen = new Set<string>()
  for (const root of roots) {
    for (const [key, data] of client.getQueriesData({ queryKey: root })) {
      const hash = JSON.stringify(key)
      if (data === undefined || seen.has(hash)) continue
      seen.add(hash)
      fn(key, data)
    }
  }
}

/**
 * Applies `change` to every cached copy of entity `id` and returns a rollback that restores only the
 * fields `change` altered, so that a concurrent change of another field (a save while a like is in
 * flight) survives the rollback.
 */
export function updateEverywhere<T extends object>(
  client: QueryClient,
  shadow: CacheShadow<T>,
  id: number | string,
  change: (entity: T) => T,
): Rollback {
  const restores: { key: QueryKey; previous: Partial<T> }[] = []
  eachQuery(client, shadow.roots, (key, data) => {
    let previous: Partial<T> | undefined
    const next = walk(data, shadow, (entity) => {
      if (shadow.id(entity) !== id) return entity
      const changed = change(entity)
      if (changed !== entity) previous ??= changedFields(entity, changed)
      return changed
    })
    if (next === data) return
    client.setQueryData(key, next)
    if (previous) restores.push({ key, previous })
  })
  return () => {
    for (const { key, previous } of restores) {
      const data = client.getQueryData(key)
      if (data === undefined) continue
      const next = walk(data, shadow, (entity) =>
        shadow.id(entity) === id ? { ...entity, ...previous } : entity,
      )
      if (next !== data) client.setQueryData(key, next)
    }
  }
}

function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const previous: Partial<T> = {}
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] !== before[key]) previous[key] = before[key]
  }
  return previous
}

/**
 * Rewrites every cached list with `visit` (return REMOVE to drop a list item, or a changed copy) and
 * returns a rollback that puts each touched cache back as it was.
 */
export function removeEverywhere<T extends object>(
  client: QueryClient,
  shadow: CacheShadow<T>,
  visit: Visit<T>,
): Rollback {
  const snapshots: { key: QueryKey; data: unknown }[] = []
  eachQuery(client, shadow.roots, (key, data) => {
    const next = walk(data, shadow, visit)
    if (next === data) return
    snapshots.push({ key, data })
    client.setQueryData(key, next)
  })
  return () => {
    for (const { key, data } of snapshots) client.setQueryData(key, data)
  }
}

/** Copies the server's answer for an entity into every cached copy, field by field. */
export function mergeEverywhere<T extends object>(
  client: QueryClient,
  shadow: CacheShadow<T>,
  id: number | string,
  fields: Partial<T>,
): void {
  updateEverywhere(client, shadow, id, (copy) => {
    const merged = { ...copy, ...fields }
    return (Object.keys(fields) as (keyof T)[]).some((k) => merged[k] !== copy[k]) ? merged : copy
  })
}
