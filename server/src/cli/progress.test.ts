import { describe, expect, it } from 'vitest'
import { startProgress } from './progress.ts'

/** A stream that keeps what was written, and a clock the test moves (milliseconds). */
function fake(isTTY: boolean, columns?: number) {
  const chunks: string[] = []
  let now = 0
  return {
    stream: { isTTY, columns, write: (text: string) => void chunks.push(text) },
    chunks,
    clock: () => now,
    tick: (ms: number) => {
      now += ms
    },
  }
}

describe('progress on a terminal', () => {
  it('redraws one line in place with the bar, count, percent, rate and ETA, and ends it', () => {
    const f = fake(true)
    const bar = startProgress(f.stream, 'posts', 1_000, f.clock)
    expect(f.chunks).toEqual([`\rposts  [${'.'.repeat(24)}]  0/1,000  0%  ETA --\x1b[K`])
    f.tick(2_000)
    bar.advance(250)
    expect(f.chunks.at(-1)).toBe(
      `\rposts  [${'#'.repeat(6)}${'.'.repeat(18)}]  250/1,000  25%  125/s  ETA 0:06\x1b[K`,
    )
    f.tick(4_000)
    bar.advance(750)
    bar.finish()
    expect(f.chunks.at(-1)).toBe(`\rposts  [${'#'.repeat(24)}]  1,000/1,000  100%  167/s  in 0:06\x1b[K\n`)
    // Nothing but the one row: every draw starts at its beginning, only the last one ends it.
    expect(f.chunks.every((c) => c.startsWith('\r'))).toBe(true)
    expect(f.chunks.filter((c) => c.endsWith('\n'))).toHaveLength(1)
  })

  it('redraws at most every 100 ms however often it advances', () => {
    const f = fake(true)
    const bar = startProgress(f.stream, 'rows', 10_000, f.clock)
    f.tick(1)
    for (let i = 0; i < 500; i++) bar.advance()
    expect(f.chunks).toHaveLength(2)
    f.tick(100)
    bar.advance()
    expect(f.chunks).toHaveLength(3)
  })

  it('counts without a bar when the total is unknown, and fits the terminal width', () => {
    const f = fake(true, 30)
    const bar = startProgress(f.stream, 'listing files in the bucket', null, f.clock)
    f.tick(1_000)
    bar.advance(1_234)
    expect(f.chunks.at(-1)).toBe('\rlisting files in the bucket  \x1b[K')
    bar.finish()
    const wide = fake(true)
    const counting = startProgress(wide.stream, 'files', null, wide.clock)
    wide.tick(1_000)
    counting.advance(1_234)
    counting.finish()
    expect(wide.chunks.at(-1)).toBe('\rfiles  1,234  1,234/s  in 0:01\x1b[K\n')
  })
})

describe('progress in a log (not a terminal)', () => {
  it('writes a plain line at each tenth and one at the end with the time taken', () => {
    const f = fake(false)
    const bar = startProgress(f.stream, 'follows', 200, f.clock)
    for (let i = 0; i < 200; i++) {
      f.tick(10)
      bar.advance()
    }
    bar.finish()
    expect(f.chunks).toEqual([
      ...[20, 40, 60, 80, 100, 120, 140, 160, 180].map((n) => `follows: ${n}/200 (${n / 2}%)\n`),
      'follows: 200/200 (100%) in 2.0 s\n',
    ])
  })

  it('writes one line per tenth passed even when a batch jumps several', () => {
    const f = fake(false)
    const bar = startProgress(f.stream, 'posts', 1_000_000, f.clock)
    bar.advance(350_000)
    bar.advance(50_000)
    bar.advance(600_000)
    bar.finish()
    expect(f.chunks).toEqual([
      'posts: 350,000/1,000,000 (35%)\n',
      'posts: 400,000/1,000,000 (40%)\n',
      'posts: 1,000,000/1,000,000 (100%) in 0.0 s\n',
    ])
  })

  it('says what a step without a total did, and writes nothing more once finished', () => {
    const f = fake(false)
    const rows = startProgress(f.stream, 'blocks', null, f.clock)
    rows.advance(400)
    rows.finish()
    const step = startProgress(f.stream, 'vacuum', null, f.clock)
    f.tick(1_500)
    step.finish()
    step.advance()
    step.finish()
    const empty = startProgress(f.stream, 'feeds', 0, f.clock)
    empty.finish()
    expect(f.chunks).toEqual([
      'blocks: 400 in 0.0 s\n',
      'vacuum: done in 1.5 s\n',
      'feeds: 0/0 (100%) in 0.0 s\n',
    ])
  })
})
