import { afterEach, describe, expect, it } from 'vitest'
import i18n, { loadAllStrings } from '@/i18n/index.ts'
import { countOptions } from './count-label.ts'

afterEach(async () => {
  await i18n.changeLanguage('en')
})

/** Every count label of the app, as [namespace, key]: each must be plural-aware and shortened. */
const LABELS = [
  ['post', 'views'],
  ['post', 'quotes'],
  ['communities', 'members'],
  ['community', 'members'],
  ['hashtags', 'trending.posts'],
  ['search', 'members'],
  ['search', 'trending.posts'],
  ['universities', 'members'],
  ['university', 'banner.students'],
  ['university', 'banner.members'],
  ['university', 'faculties.members'],
  ['university', 'directory.total'],
  ['activity', 'actions.attendees'],
  ['activity', 'comments.count'],
  ['activity', 'checkIn.progress'],
  ['audience', 'ack.sentTo'],
  ['postPage', 'replies.viewAll'],
] as const

describe('countOptions', () => {
  it('gives the plural its count and the label the shortened figure', () => {
    expect(countOptions(1)).toEqual({ count: 1, formatted: '1' })
    expect(countOptions(1250)).toEqual({ count: 1250, formatted: '1.2K' })
    expect(countOptions(3_000_000)).toEqual({ count: 3_000_000, formatted: '3M' })
  })

  it('reads "1 view", "2 views" and "1.2K views" in English, and the Turkish forms', async () => {
    await loadAllStrings()
    const en = i18n.getFixedT('en', 'post')
    expect([1, 2, 1250].map((n) => `${countOptions(n).formatted} ${en('views', countOptions(n))}`)).toEqual([
      '1 view',
      '2 views',
      '1.2K views',
    ])
    const members = i18n.getFixedT('en', 'communities')
    expect(members('members', countOptions(1))).toBe('1 member')
    expect(members('members', countOptions(2_500_000))).toBe('2.5M members')
    const tr = i18n.getFixedT('tr', 'communities')
    expect(tr('members', countOptions(1))).toBe('1 üye')
    expect(tr('members', countOptions(12_345))).toBe('12.3K üye')
  })

  it('backs every count label with _one and _other in both languages, each showing the shortened figure', async () => {
    await loadAllStrings()
    for (const lang of ['en', 'tr']) {
      for (const [ns, key] of LABELS) {
        const t = i18n.getFixedT(lang, ns)
        for (const form of ['one', 'other']) {
          expect(i18n.exists(`${key}_${form}`, { lng: lang, ns }), `${lang} ${ns}:${key}_${form}`).toBe(true)
        }
        const many = (t as (k: string, o: object) => string)(key, { ...countOptions(1250), checkedIn: 3 })
        // A label either shows the figure itself or (post views and quotes) sits beside it.
        if (!(ns === 'post')) expect(many, `${lang} ${ns}:${key}`).toContain('1.2K')
        expect(many, `${lang} ${ns}:${key}`).not.toContain('1250')
      }
    }
  })
})
