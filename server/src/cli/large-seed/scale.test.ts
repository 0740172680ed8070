import { describe, expect, it } from 'vitest'
import { BENCH_USERS, largeSeedScale } from './scale.ts'

describe('largeSeedScale', () => {
  it("is the benchmark's own data at 20,000 users", () => {
    expect(largeSeedScale(BENCH_USERS)).toEqual({
      users: 20_000,
      universities: 40,
      universityBlock: 450,
      posts: 1_000_000,
      days: 180,
      hashtags: 2_000,
      likeDraws: 2_200_000,
      medianFollows: 150,
      maxFollows: 2_000,
      replyWindow: 20_000,
    })
  })

  it('keeps what one person does when smaller, within what a small network allows', () => {
    expect(largeSeedScale(1_000)).toMatchObject({
      universities: 2,
      universityBlock: 450,
      posts: 50_000,
      likeDraws: 110_000,
      medianFollows: 150,
      maxFollows: 500,
    })
    expect(largeSeedScale(100)).toMatchObject({ universities: 1, universityBlock: 90, medianFollows: 20 })
  })
})
