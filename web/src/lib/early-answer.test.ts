import { afterEach, describe, expect, it } from 'vitest'
import { takeEarlyAnswer } from './early-answer.ts'

const page = window as { agoraEarly?: Record<string, Promise<unknown>> }

afterEach(() => {
  delete page.agoraEarly
})

describe('takeEarlyAnswer', () => {
  it("hands index.html's answer to the first call that stands for it, and only to that one", async () => {
    page.agoraEarly = { '/auth/me': Promise.resolve({ id: 7 }) }
    expect(takeEarlyAnswer('/feed/batch?limit=25')).toBeNull()
    expect(await takeEarlyAnswer('/auth/me')).toEqual({ id: 7 })
    expect(takeEarlyAnswer('/auth/me')).toBeNull()
  })

  it('is null when the page asked nothing (no stored session)', () => {
    expect(takeEarlyAnswer('/auth/me')).toBeNull()
  })
})
