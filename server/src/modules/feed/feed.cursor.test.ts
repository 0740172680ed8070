import { describe, expect, it } from 'vitest'
import { HttpError } from '../../platform/errors.ts'
import { decodeCursor, encodeCursor, packIds, unpackIds } from './feed.cursor.ts'

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const rejects = (text: string) => {
  try {
    decodeCursor(text)
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError)
    expect((err as HttpError).statusCode).toBe(422)
    expect((err as HttpError).detail).toEqual([
      { loc: ['querystring', 'after'], msg: 'Invalid cursor', type: 'value_error', code: 'invalid_cursor' },
    ])
    return
  }
  throw new Error(`accepted ${text}`)
}

describe('feed cursor', () => {
  it('round-trips both lists, an ended list and a list it was not made for', () => {
    const both = {
      following: { beforeId: 41 },
      forYou: {
        now: 1_790_000_000,
        page: 2,
        items: {
          post: { maxId: 1000, seen: [990, 999, 12, 1000] },
          event: { maxId: 40, seen: [7, 40] },
          academic: { maxId: 3, seen: [] },
        },
      },
    }
    expect(decodeCursor(encodeCursor(both))).toEqual({
      ...both,
      forYou: {
        ...both.forYou,
        items: {
          ...both.forYou.items,
          post: { maxId: 1000, seen: [1000, 999, 990, 12] },
          event: { maxId: 40, seen: [40, 7] },
        },
      },
    })
    expect(decodeCursor(encodeCursor({ following: null, forYou: null }))).toEqual({
      following: null,
      forYou: null,
    })
    expect(decodeCursor(encodeCursor({ following: { beforeId: 3 } }))).toEqual({ following: { beforeId: 3 } })
  })

  it('reads a cursor made before events and announcements joined For You', () => {
    expect(decodeCursor(raw({ v: 1, y: { m: 10, t: 1, p: 1, s: '0' } }))).toEqual({
      forYou: {
        now: 1,
        page: 1,
        items: {
          post: { maxId: 10, seen: [10] },
          event: { maxId: 0, seen: [] },
          academic: { maxId: 0, seen: [] },
        },
      },
    })
  })

  it('carries a page that served only events', () => {
    const y = { m: 10, t: 1, p: 1, s: '', e: { m: 5, s: '0' } }
    expect(decodeCursor(raw({ v: 1, y }))?.forYou?.items.event).toEqual({ maxId: 5, seen: [5] })
  })

  it('is opaque base64url text', () => {
    expect(encodeCursor({ following: { beforeId: 5 } })).toMatch(/^[A-Za-z0-9_-]+$/)
  })

  it('packs served ids as short gaps below the snapshot', () => {
    expect(packIds(100, [64, 100, 99])).toBe('0.1.z')
    expect(unpackIds(100, '0.1.z')).toEqual([100, 99, 64])
  })

  it('refuses anything malformed with a 422, never a crash', () => {
    rejects('')
    rejects('not a cursor!')
    rejects('%%%')
    rejects(Buffer.from('{"v":1').toString('base64url'))
    rejects(raw(null))
    rejects(raw([1]))
    rejects(raw({ v: 2 }))
    rejects(raw({ v: 1, f: { b: -1 } }))
    rejects(raw({ v: 1, f: { b: 1.5 } }))
    rejects(raw({ v: 1, f: { b: '7' } }))
    rejects(raw({ v: 1, f: { b: 7 }, extra: true }))
    rejects(raw({ v: 1, y: { m: 10, t: 1, p: 0, s: '0' } }))
    rejects(raw({ v: 1, y: { m: 10, t: 1, p: 1, s: '' } }))
    // Ids must stay positive and strictly decreasing.
    rejects(raw({ v: 1, y: { m: 10, t: 1, p: 1, s: 'b' } }))
    rejects(raw({ v: 1, y: { m: 10, t: 1, p: 1, s: '1.0' } }))
    rejects(raw({ v: 1, y: { m: 10, t: 1, p: 1, s: 'zzzzzzzzzzzzzzzz' } }))
    rejects(raw({ v: 1, y: { m: 10, t: 1, p: 1, s: 'A' } }))
    rejects(raw({ v: 1, y: { m: 10, t: 1, p: 1, s: '', e: { m: 5, s: '' } } }))
    rejects(raw({ v: 1, y: { m: 10, t: 1, p: 1, s: '0', e: { m: 5, s: '6' } } }))
    rejects(raw({ v: 1, y: { m: 10, t: 1, p: 1, s: '0', a: { m: -1, s: '' } } }))
    rejects(raw({ v: 1, y: { m: 10, t: 1, p: 1, s: '0', e: { m: 5, s: '0', x: 1 } } }))
    rejects('a'.repeat(9000))
    // Issue 30: a clock no Date can hold (it answered 500 when the ranking turned it into a time).
    rejects(raw({ v: 1, y: { m: 10, t: 9e15, p: 1, s: '0' } }))
    rejects(raw({ v: 1, y: { m: 10, t: 4_200_000_000, p: 1, s: '0' } }))
  })
})
