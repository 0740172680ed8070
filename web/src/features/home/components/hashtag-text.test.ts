import { describe, expect, it } from 'vitest'
import { hashtagAtCaret, insertHashtag } from './hashtag-text.ts'

describe('hashtagAtCaret', () => {
  it('finds # followed by word characters just before the caret', () => {
    expect(hashtagAtCaret('hello #ab', 9)).toEqual({ query: 'ab', start: 6, end: 9 })
    expect(hashtagAtCaret('#kampüs', 7)).toEqual({ query: 'kampüs', start: 0, end: 7 })
  })

  it('takes the whole word when the caret is inside it', () => {
    expect(hashtagAtCaret('#abc def', 2)).toEqual({ query: 'a', start: 0, end: 4 })
  })

  it('ignores a lone #, a # inside a word, and text after a space', () => {
    expect(hashtagAtCaret('#', 1)).toBeNull()
    expect(hashtagAtCaret('mail#ab', 7)).toBeNull()
    expect(hashtagAtCaret('#ab ', 4)).toBeNull()
    expect(hashtagAtCaret('##ab', 4)).toBeNull()
  })
})

describe('insertHashtag', () => {
  it("replaces the partial tag by '#name ' and puts the caret after it", () => {
    const text = 'exams #fi soon'
    const at = hashtagAtCaret(text, 9)!
    expect(insertHashtag(text, at, 'final')).toEqual({ value: 'exams #final soon', caret: 13 })
    expect(insertHashtag('#ab', hashtagAtCaret('#ab', 3)!, 'abc')).toEqual({ value: '#abc ', caret: 5 })
  })
})
