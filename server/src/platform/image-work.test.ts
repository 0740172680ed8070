import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app.ts'
import { loginAs, makeUser } from '../../test/factories.ts'
import { imageBytes, postForm } from '../../test/posts.ts'
import {
  checkAnimationBudget,
  createWorkQueue,
  IMAGE_TOO_COMPLEX,
  IMAGE_WORK,
  imageWork,
} from './image-work.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A task that runs until released: a stand-in for a long decode. */
function held() {
  let release!: () => void
  const done = new Promise<void>((resolve) => {
    release = resolve
  })
  let started = false
  return {
    task: async () => {
      started = true
      await done
      return 'done'
    },
    release: () => release(),
    started: () => started,
  }
}

describe('createWorkQueue', () => {
  it('runs a fixed number at once, the rest in order, and refuses at once beyond the wait list', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 2, full: () => new Error('full') })
    const jobs = Array.from({ length: 4 }, held)
    const results = jobs.map((job) => queue.run(job.task))
    await tick()
    expect(jobs.map((job) => job.started())).toEqual([true, true, false, false])
    expect([queue.running, queue.waiting]).toEqual([2, 2])
    await expect(queue.run(async () => 'more')).rejects.toThrow('full')

    jobs[1]!.release()
    await tick()
    expect(jobs.map((job) => job.started())).toEqual([true, true, true, false])
    for (const job of jobs) job.release()
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done', 'done'])
    expect([queue.running, queue.waiting]).toEqual([0, 0])
  })

  it('frees the slot of a task that fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, full: () => new Error('full') })
    await expect(queue.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})

describe('checkAnimationBudget', () => {
  const refusal = { statusCode: 413, code: 'image_too_complex', detail: IMAGE_TOO_COMPLEX }

  it('lets still images and animations within the budget through', () => {
    expect(() => checkAnimationBudget({ width: 4000, height: 3000 })).not.toThrow()
    expect(() => checkAnimationBudget({ width: 480, height: 480, pages: 200 })).not.toThrow()
    expect(() => checkAnimationBudget({ width: 100, height: 100, pages: IMAGE_WORK.maxFrames })).not.toThrow()
  })

  it('refuses too many frames, or too many pixels over all frames', () => {
    expect(() => checkAnimationBudget({ width: 10, height: 10, pages: IMAGE_WORK.maxFrames + 1 })).toThrow(
      expect.objectContaining(refusal),
    )
    expect(() => checkAnimationBudget({ width: 1000, height: 1000, pages: 51 })).toThrow(
      expect.objectContaining(refusal),
    )
  })
})

describe('image uploads through the queue', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await buildTestApp()
    token = await loginAs(t.app, await makeUser(t))
  })
  afterAll(() => t.close())

  it('answers 503 server_busy with Retry-After when the queue and its wait list are full, and serves after', async () => {
    const blockers = Array.from({ length: IMAGE_WORK.concurrency + IMAGE_WORK.maxWaiting }, held)
    const running = blockers.map((job) => imageWork.run(job.task))
    await tick()
    const image = await imageBytes(20, 20)
    const busy = await postForm(t.app, token, '/api/posts/', { content: 'busy' }, [{ bytes: image }])
    expect(busy.statusCode).toBe(503)
    expect(busy.headers['retry-after']).toBe(String(IMAGE_WORK.retryAfterSeconds))
    expect(busy.json()).toEqual({
      detail: 'The server is busy with other images, try again shortly',
      code: 'server_busy',
    })
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-avatar',
      headers: { authorization: `Bearer ${token}`, ...form(image).headers },
      payload: form(image).body,
    })
    expect(avatar.statusCode).toBe(503)

    for (const job of blockers) job.release()
    await Promise.all(running)
    const later = await postForm(t.app, token, '/api/posts/', { content: 'later' }, [{ bytes: image }])
    expect(later.statusCode).toBe(201)
  })

  it('refuses an animation over the frame budget with 413 image_too_complex, before decoding it', async () => {
    const frames = IMAGE_WORK.maxFrames + 1
    // A white dot walking over black: the encoder merges a frame that repeats the one before it.
    const raw = Buffer.alloc(8 * 8 * 3 * frames)
    for (let f = 0; f < frames; f++) raw.fill(255, (f * 64 + (f % 64)) * 3, (f * 64 + (f % 64)) * 3 + 3)
    const gif = await sharp(raw, { raw: { width: 8, height: 8 * frames, channels: 3, pageHeight: 8 } })
      .gif()
      .toBuffer()
    expect((await sharp(gif).metadata()).pages).toBe(frames)
    const res = await postForm(t.app, token, '/api/posts/', { content: 'long loop' }, [{ bytes: gif }])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ detail: IMAGE_TOO_COMPLEX, code: 'image_too_complex' })
  })
})

function form(image: Buffer): { headers: Record<string, string>; body: Buffer } {
  const boundary = 'image-work-test'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body }
}
