import { formatCount } from './format.ts'

/**
 * The options of every count label, `t(key, countOptions(n))`: `count` picks the plural form (the
 * key's _one and _other variants, so "1 view" and "2 views") and `formatted` is what the label shows,
 * the count shortened by the one shared formatter (K from 1000, M from 1,000,000; spec 001 section 9).
 * A label reads {{formatted}}, never {{count}}, so that no count shows unshortened.
 */
export function countOptions(count: number): { count: number; formatted: string } {
  return { count, formatted: formatCount(count) }
}
