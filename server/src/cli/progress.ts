/**
 * Progress of a long command on stderr, so that stdout stays the command's report. On a terminal one
 * line is redrawn in place; anywhere else (CI logs, pipes, tests) a plain line is written at each
 * tenth and at the end, so that a log shows the command moving without thousands of lines.
 */
export interface ProgressStream {
  write(text: string): unknown
  /** True on a terminal (process.stderr.isTTY). */
  isTTY?: boolean
  /** The terminal's width, to keep the redrawn line on one row. */
  columns?: number
}

export interface Progress {
  /** Adds `units` (1 by default) to what is done. */
  advance(units?: number): void
  /** Ends the line: the total is reached (or the work stopped early; the count says where). */
  finish(): void
}

/**
 * Starts the progress of one step of `total` units; null when that is not known beforehand: then a
 * count only, or "done" for a step that counts nothing.
 */
export type StartProgress = (label: string, total: number | null) => Progress

const BAR_WIDTH = 24
/** Redraws at most this often on a terminal: a batch of a few rows should not cost a write each. */
const REDRAW_MS = 100

export function startProgress(
  stream: ProgressStream,
  label: string,
  total: number | null,
  clock: () => number = () => performance.now(),
): Progress {
  const started = clock()
  let done = 0
  let lastDraw = Number.NEGATIVE_INFINITY
  let lastTenth = 0
  let finished = false

  const elapsedSeconds = () => (clock() - started) / 1000
  const draw = (final: boolean) => {
    const seconds = elapsedSeconds()
    const rate = seconds > 0 ? done / seconds : 0
    const parts = [label]
    if (total !== null) {
      const share = total === 0 ? 1 : Math.min(1, done / total)
      const filled = Math.round(share * BAR_WIDTH)
      parts.push(`[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]`)
      parts.push(`${count(done)}/${count(total)}`, `${Math.floor(share * 100)}%`)
    } else {
      parts.push(done === 0 && final ? 'done' : count(done))
    }
    if (done > 0) parts.push(`${count(Math.round(rate))}/s`)
    if (final) parts.push(`in ${duration(seconds)}`)
    else if (total !== null) parts.push(`ETA ${rate > 0 ? duration((total - done) / rate) : '--'}`)
    let line = parts.join('  ')
    if (stream.columns && line.length >= stream.columns) line = line.slice(0, stream.columns - 1)
    // \x1b[K clears what a longer earlier line left on the row.
    stream.write(`\r${line}\x1b[K${final ? '\n' : ''}`)
  }

  const plainLine = (final: boolean) => {
    let amount = `${count(done)}/${count(total ?? 0)} (${percent(done, total ?? 0)})`
    if (total === null) amount = done === 0 ? 'done' : count(done)
    stream.write(`${label}: ${amount}${final ? ` in ${elapsedSeconds().toFixed(1)} s` : ''}\n`)
  }

  if (stream.isTTY) draw(false)
  return {
    advance(units = 1) {
      if (finished) return
      done += units
      if (stream.isTTY) {
        const now = clock()
        if (now - lastDraw >= REDRAW_MS) {
          lastDraw = now
          draw(false)
        }
        return
      }
      if (total === null || total === 0) return
      const tenth = Math.min(10, Math.floor((done / total) * 10))
      // The end has its own line, with the time taken.
      if (tenth > lastTenth && tenth < 10) plainLine(false)
      lastTenth = Math.max(lastTenth, tenth)
    },
    finish() {
      if (finished) return
      finished = true
      if (stream.isTTY) draw(true)
      else plainLine(true)
    },
  }
}

function count(n: number): string {
  return n.toLocaleString('en')
}

function percent(done: number, total: number): string {
  return `${total === 0 ? 100 : Math.floor(Math.min(1, done / total) * 100)}%`
}

/** 0:07, 12:30, 1:02:03. */
function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`
}
