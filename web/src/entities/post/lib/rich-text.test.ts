import { describe, expect, it } from 'vitest'
import { parseContent } from './rich-text.ts'

const users = [
  { id: 3, username: 'Mehmet_K' },
  { id: 4, username: 'ayse' },
]

describe('parseContent', () => {
  it('finds hashtags in any script and mentions the server resolved', () => {
    expect(parseContent('Hi @ayse and @mehmet_k, see #kampüs_2026!', users)).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: '@ayse', userId: 4 },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@mehmet_k', userId: 3 },
      { kind: 'text', text: ', see ' },
      { kind: 'hashtag', text: '#kampüs_2026', tag: 'kampüs_2026' },
      { kind: 'text', text: '!' },
    ])
  })

  it('keeps an unknown @name, an address and a glued # as plain text', () => {
    expect(parseContent('@nobody mail me@ayse.dev or a#b', users)).toEqual([
      { kind: 'text', text: '@nobody mail me@ayse.dev or a#b' },
    ])
  })

  it('keeps the whole text, with its line breaks, when nothing matches', () => {
    expect(parseContent('line one\nline two', [])).toEqual([{ kind: 'text', text: 'line one\nline two' }])
  })

  it('reads Turkish capitals in a hashtag', () => {
    expect(parseContent('#İstanbulÇağrısı', [])).toEqual([
      { kind: 'hashtag', text: '#İstanbulÇağrısı', tag: 'İstanbulÇağrısı' },
    ])
  })

  it('links addresses (issue 31), with what ends the sentence left out and any # or @ inside kept', () => {
    expect(parseContent('See https://agora.edu.tr/a#b?x=@ayse. Then #kampüs @ayse', users)).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://agora.edu.tr/a#b?x=@ayse', url: 'https://agora.edu.tr/a#b?x=@ayse' },
      { kind: 'text', text: '. Then ' },
      { kind: 'hashtag', text: '#kampüs', tag: 'kampüs' },
      { kind: 'text', text: ' ' },
      { kind: 'mention', text: '@ayse', userId: 4 },
    ])
    expect(parseContent('javascript:alert(1) ftp://x.org', [])).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ftp://x.org' },
    ])
  })
})
