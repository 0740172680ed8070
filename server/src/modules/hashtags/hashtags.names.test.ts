import { describe, expect, it } from 'vitest'
import { foldHashtag, normalizeTag } from './hashtags.names.ts'

describe('foldHashtag', () => {
  it('folds an I with a combining dot like İ', () => {
    expect(foldHashtag('I\u0307stanbul')).toBe('istanbul')
    expect(foldHashtag('ISTANBUL')).toBe('ıstanbul')
  })
})

describe('normalizeTag', () => {
  it("drops the leading '#'s and the spaces around, then folds", () => {
    expect(normalizeTag('  ##ODTÜ ')).toBe('odtü')
  })
})
