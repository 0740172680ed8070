import { describe, expect, it } from 'vitest'
import { formatPlace } from './place.ts'

describe('formatPlace', () => {
  it('does not repeat the city a location already ends with', () => {
    expect(formatPlace('Çankaya, Ankara', 'Ankara')).toBe('Çankaya, Ankara')
    expect(formatPlace('Üniversiteler Mahallesi, Çankaya, Ankara', 'Ankara')).toBe(
      'Üniversiteler Mahallesi, Çankaya, Ankara',
    )
  })

  it('compares trimmed and without case, the Turkish way', () => {
    expect(formatPlace('Bebek, Beşiktaş,  İSTANBUL ', 'istanbul')).toBe('Bebek, Beşiktaş, İSTANBUL')
    expect(formatPlace('Maslak, ISTANBUL', 'İstanbul')).toBe('Maslak, ISTANBUL')
    expect(formatPlace('ankara', 'Ankara')).toBe('ankara')
  })

  it('keeps different parts, in order, and skips empty ones', () => {
    expect(formatPlace('Çankaya', 'Ankara')).toBe('Çankaya, Ankara')
    expect(formatPlace(null, 'Ankara')).toBe('Ankara')
    expect(formatPlace('Çankaya, , Ankara', undefined)).toBe('Çankaya, Ankara')
    expect(formatPlace(null, '  ')).toBe('')
  })
})
