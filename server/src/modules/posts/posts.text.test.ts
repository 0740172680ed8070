import { describe, expect, it } from 'vitest'
import { parseHashtags, parseMentions, textLength } from './posts.text.ts'

describe('parseHashtags', () => {
  it('finds tags in any script, folded the Turkish way, each once in order', () => {
    expect(parseHashtags('#ODTÜ kampüsünde #Kampüs #kampüs #İstanbul #IŞIK #日本 #final_2026')).toEqual([
      'odtü',
      'kampüs',
      'istanbul',
      'ışık',
      '日本',
      'final_2026',
    ])
  })

  it('ignores a # inside a word, a lone #, punctuation and over-long runs', () => {
    expect(parseHashtags('C#, page#top, # alone, #a-b, #x.')).toEqual(['a', 'x'])
    expect(parseHashtags(`#${'a'.repeat(101)}`)).toEqual([])
    expect(parseHashtags(`#${'a'.repeat(100)}`)).toEqual(['a'.repeat(100)])
  })

  it('folds each tag the Turkish way, as the hashtags module does (İ -> i, I -> ı)', () => {
    expect(parseHashtags('#İSTANBUL #ISTANBUL #istanbul')).toEqual(['istanbul', 'ıstanbul'])
  })
})

describe('parseMentions', () => {
  it('finds usernames lower-cased, each once, and skips emails and impossible names', () => {
    expect(parseMentions('@Ali_1 and @ali_1, mail ali@metu.edu.tr, @ab, @deniz!')).toEqual(['ali_1', 'deniz'])
    expect(parseMentions(`@${'a'.repeat(31)}`)).toEqual([])
  })
})

describe('textLength', () => {
  it('counts code points, so an emoji or a Turkish letter counts once', () => {
    expect(textLength('ğüşiöç')).toBe(6)
    expect(textLength('😀😀')).toBe(2)
    expect('😀😀'.length).toBe(4)
  })
})
