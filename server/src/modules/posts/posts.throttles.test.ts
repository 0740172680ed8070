import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { buildTestApp } from '../../../test/app.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { createPostAs, postForm } from '../../../test/posts.ts'

describe('posting throttle', () => {
  it('answers 429 with Retry-After after 30 posts in 10 minutes', async () => {
    const throttled = await buildTestApp({ throttle: true })
    try {
      const user = await makeUser(throttled)
      const userToken = await loginAs(throttled.app, user)
      for (let i = 0; i < 30; i++) await createPostAs(throttled.app, userToken, `post ${i}`)
      const res = await postForm(throttled.app, userToken, '/api/posts/', { content: 'one more' })
      expect(res.statusCode).toBe(429)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      const other = await loginAs(throttled.app, await makeUser(throttled))
      expect((await postForm(throttled.app, other, '/api/posts/', { content: 'mine' })).statusCode).toBe(201)
    } finally {
      await throttled.close()
    }
  })

  it('answers 429 after 30 uploads in 30 minutes, while text-only posts go on', async () => {
    const throttled = await buildTestApp({ throttle: true })
    try {
      const userToken = await loginAs(throttled.app, await makeUser(throttled))
      const noise = await sharp({
        create: {
          width: 120,
          height: 120,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer()
      expect(noise.length).toBeGreaterThan(16 * 1024)
      const parent = await createPostAs(throttled.app, userToken, 'parent')
      for (let i = 0; i < 30; i++) {
        const res = await postForm(
          throttled.app,
          userToken,
          `/api/posts/${parent.id}/comments`,
          { content: `${i}` },
          [{ bytes: noise }],
        )
        expect(res.statusCode).toBe(201)
      }
      // Eleven minutes on, the replies' posting window has passed; the uploads' has not.
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + 11 * 60 * 1000)
      const reply = (files: { bytes: Buffer }[]) =>
        postForm(throttled.app, userToken, `/api/posts/${parent.id}/comments`, { content: 'late' }, files)
      const res = await reply([{ bytes: noise }])
      expect(res.statusCode).toBe(429)
      expect(res.json()).toEqual({ detail: 'Too many uploads, try again later', code: 'too_many_uploads' })
      expect((await reply([])).statusCode).toBe(201)
    } finally {
      vi.useRealTimers()
      await throttled.close()
    }
  })
})
