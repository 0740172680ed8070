import { describe, expect, it } from 'vitest'
import { foldHashtag, normalizeTag } from './hashtags.names.ts'

describe('foldHashtag', () => {
  it('folds an I with a combining dot like İ', () => {
    expect(foldHashtag('I\u0307stanbul')).toBe('istanbul')
    expect(foldHashtag('ISTANBUL')).toBe('ıstanbul')
  })

  it('answers a remembered tag, a long text and a tag after the memo started over alike', () => {
    expect(foldHashtag('ODTÜ')).toBe('odtü')
    expect(foldHashtag('ODTÜ')).toBe('odtü')
    expect(foldHashtag(`${'Ä'.repeat(150)}I`)).toBe(`${'ä'.repeat(150)}ı`)
    for (let i = 0; i < 10_001; i++) foldHashtag(`TAG${i}`)
    expect(foldHashtag('TAG1')).toBe('tag1')
    expect(foldHashtag('ODTÜ')).toBe('odtü')
  })
})

describe('normalizeTag', () => {
  it("drops the leading '#'s and the spaces around, then folds", () => {
    expect(normalizeTag('  ##ODTÜ ')).toBe('odtü')
  })
})
