import { describe, expect, it } from 'vitest'
import { clampEdit, codePointLength } from './text-limit.ts'

describe('codePointLength', () => {
  it('counts an emoji or a Turkish letter as one character', () => {
    expect(codePointLength('')).toBe(0)
    expect(codePointLength('İğüş')).toBe(4)
    expect(codePointLength('🎓🎓')).toBe(2)
  })
})

describe('clampEdit', () => {
  it('lets an edit within the limit through untouched', () => {
    expect(clampEdit('abc', 'abcd', 5)).toEqual({ value: 'abcd', caret: null })
  })

  it('blocks typing at the limit, at the end or in the middle', () => {
    expect(clampEdit('abcde', 'abcdef', 5)).toEqual({ value: 'abcde', caret: 5 })
    expect(clampEdit('abcde', 'abXcde', 5)).toEqual({ value: 'abcde', caret: 2 })
  })

  it('cuts a paste to the room left, keeping the text around it', () => {
    expect(clampEdit('ab', 'a12345b', 5)).toEqual({ value: 'a123b', caret: 4 })
    expect(clampEdit('abc', 'aZZZZZZ', 5)).toEqual({ value: 'aZZZZ', caret: 5 })
  })

  it('never splits an emoji', () => {
    const { value } = clampEdit('abcd', 'abcd🎓🎓', 5)
    expect(value).toBe('abcd🎓')
    expect(clampEdit('abc🎓e', 'abc🎓🎓e', 5).value).toBe('abc🎓e')
  })

  it('always allows deleting, even when the text is over the limit', () => {
    expect(clampEdit('abcdefg', 'abcdef', 5).value).toBe('abcdef')
    expect(clampEdit('abcdefg', 'abcdefgh', 5)).toEqual({ value: 'abcdefg', caret: 7 })
  })
})
