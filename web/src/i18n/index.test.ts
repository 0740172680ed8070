import { describe, expect, it } from 'vitest'
import { first } from './en/first.ts'
import { en } from './en/index.ts'
import i18n, { NAMESPACES } from './index.ts'

describe('the string tables', () => {
  it('lists every English namespace for loadAllStrings, the first ones once', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(en).sort())
    expect(new Set(NAMESPACES).size).toBe(NAMESPACES.length)
  })

  it('has every namespace in both languages once all are loaded (as the test setup does)', () => {
    for (const ns of NAMESPACES) {
      expect(i18n.hasResourceBundle('en', ns), `en ${ns}`).toBe(true)
      expect(i18n.hasResourceBundle('tr', ns), `tr ${ns}`).toBe(true)
    }
    expect(Object.keys(first)).toContain('common')
  })
})
