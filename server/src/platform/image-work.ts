import { availableParallelism } from 'node:os'
import sharp, { type Metadata } from 'sharp'
import { HttpError } from './errors.ts'

/**
 * Image decoding and re-encoding (uploads.ts, profile-images.ts, image-variants.ts) share one bounded
 * queue, so that image work never starves the rest of the server (issue 8). Four posts of animated GIFs used to run at
 * once, each on a thread of libuv's pool (four threads by default) and each with libvips threads of
 * its own, for tens of seconds: everything else that needs the pool (token checks then, file reads,
 * password hashing) waited behind them. Now a fixed number of images are worked on at once, a short
 * list waits, and beyond that the server answers 503 with Retry-After at once instead of queueing
 * without end. The figures and their reasons are in docs/decisions.md.
 */
/**
 * Images decoded or encoded at the same time, each on one libuv thread and one libvips thread: half the
 * cores, so that image work never takes the CPU the event loop and the database need (on the two-core
 * bench machine one at a time kept /api/auth/me's p99 at half what two did, with as many uploads done).
 */
const CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2))

export const IMAGE_WORK = {
  concurrency: CONCURRENCY,
  /** Images that may wait for a turn (a few seconds each at worst); one more is refused with 503. */
  maxWaiting: 4 * CONCURRENCY,
  retryAfterSeconds: 5,
  /** An animation may have at most this many frames... */
  maxFrames: 300,
  /** ...and this many pixels over all its frames (width x height x frames). */
  maxAnimatedPixels: 50_000_000,
} as const

// One libvips thread per image: the queue's concurrency is then the number of cores image work can
// take, whatever the machine (sharp's default is one per core, or 1 on glibc without jemalloc).
sharp.concurrency(1)

export const SERVER_BUSY = 'The server is busy with other images, try again shortly'
export const IMAGE_TOO_COMPLEX = `An animated image can have at most ${IMAGE_WORK.maxFrames} frames and ${
  IMAGE_WORK.maxAnimatedPixels / 1_000_000
} million pixels over all its frames`

export interface WorkQueue {
  /** Runs `task` when a slot is free; rejects at once with `full()`'s error when the wait list is full. */
  run<T>(task: () => Promise<T>): Promise<T>
  readonly running: number
  readonly waiting: number
}

export function createWorkQueue(opts: {
  concurrency: number
  maxWaiting: number
  full: () => Error
}): WorkQueue {
  let running = 0
  const waiting: (() => void)[] = []
  const start = async <T>(task: () => Promise<T>): Promise<T> => {
    running++
    try {
      return await task()
    } finally {
      running--
      // The next in line takes the slot before this settles, so nothing can jump the queue.
      waiting.shift()?.()
    }
  }
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running < opts.concurrency) return start(task)
      if (waiting.length >= opts.maxWaiting) return Promise.reject(opts.full())
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => start(task).then(resolve, reject))
      })
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}

/** The process's one queue for image work: libuv's pool and the cores are per process too. */
export const imageWork = createWorkQueue({
  concurrency: IMAGE_WORK.concurrency,
  maxWaiting: IMAGE_WORK.maxWaiting,
  full: () =>
    new HttpError('server_busy', SERVER_BUSY, { 'retry-after': String(IMAGE_WORK.retryAfterSeconds) }),
})

/**
 * Refuses an animation over the budget from its header, before any frame is decoded: a GIF of a
 * hundred kilobytes can unfold into hundreds of megapixels, and re-encoding costs per pixel and frame.
 */
export function checkAnimationBudget(
  meta: Partial<Pick<Metadata, 'width' | 'height' | 'pages' | 'pageHeight'>>,
): void {
  const frames = meta.pages ?? 1
  if (frames <= 1) return
  const framePixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0)
  if (frames > IMAGE_WORK.maxFrames || framePixels * frames > IMAGE_WORK.maxAnimatedPixels) {
    throw new HttpError('image_too_complex', IMAGE_TOO_COMPLEX)
  }
}
