import { firstLinkIn, linksIn } from '@agora/contract'
import { describe, expect, it } from 'vitest'
import { normalizeLinkUrl } from './index.ts'

describe('firstLinkIn: the link of a text that gets a card', () => {
  it.each([
    ['Bakın: https://agora.edu.tr/etkinlik?id=3 yarın', 'https://agora.edu.tr/etkinlik?id=3'],
    ['Sentence ends with https://agora.edu.tr.', 'https://agora.edu.tr'],
    ['Questions? https://agora.edu.tr/sss?!', 'https://agora.edu.tr/sss'],
    ['(see https://en.wikipedia.org/wiki/Agora)', 'https://en.wikipedia.org/wiki/Agora'],
    [
      'https://en.wikipedia.org/wiki/Set_(mathematics) is kept',
      'https://en.wikipedia.org/wiki/Set_(mathematics)',
    ],
    ["Ayrıntılar https://agora.edu.tr'de", 'https://agora.edu.tr'],
    ['Ayrıntılar https://agora.edu.tr’de', 'https://agora.edu.tr'],
    ['HTTPS://Agora.edu.tr/A', 'HTTPS://Agora.edu.tr/A'],
    ['two: http://a.example/1 and https://b.example/2', 'http://a.example/1'],
    ['<a href="https://a.example/x">', 'https://a.example/x'],
  ])('%s', (text, link) => {
    expect(firstLinkIn(text)).toBe(link)
  })

  it.each([
    ['no link at all'],
    ['agora.edu.tr without a scheme'],
    ['ftp://files.example/a'],
    ['glued: xhttps://a.example/'],
    ['https:// and nothing'],
    ['credentials: https://user:pw@a.example/'],
    [`too long: https://a.example/${'x'.repeat(2048)}`],
  ])('none in %s', (text) => {
    expect(firstLinkIn(text)).toBeNull()
  })

  it('gives every link with its place in the text', () => {
    const text = 'a https://x.example/1, b https://y.example/2.'
    expect(linksIn(text)).toEqual([
      { start: 2, end: 21, url: 'https://x.example/1' },
      { start: 25, end: 44, url: 'https://y.example/2' },
    ])
    for (const link of linksIn(text)) expect(text.slice(link.start, link.end)).toBe(link.url)
  })
})

describe('normalizeLinkUrl: the key a card is kept under', () => {
  it.each([
    ['HTTP://Agora.EDU.tr:80/Etkinlik?Q=1#top', 'http://agora.edu.tr/Etkinlik?Q=1'],
    ['https://agora.edu.tr:443', 'https://agora.edu.tr/'],
    ['https://agora.edu.tr:8443/a', 'https://agora.edu.tr:8443/a'],
    ['https://kampüs.example/ş', 'https://xn--kamps-nva.example/%C5%9F'],
  ])('%s is %s', (url, key) => {
    expect(normalizeLinkUrl(url)).toBe(key)
  })

  it.each([['ftp://a.example/'], ['not a url'], ['https://u:p@a.example/']])('%s has none', (url) => {
    expect(normalizeLinkUrl(url)).toBeNull()
  })
})
