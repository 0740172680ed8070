import sharp from 'sharp'
import { type Call, type LoadOptions, load, type Measurement, percentile } from './measure.ts'

/**
 * Issue 8: image work must not starve the rest of the server. Measures GET /api/auth/me (a token
 * check and one session read: what every signed-in request pays first) alone, then again while
 * UPLOADERS clients keep posting an animated GIF each, and reports both p99s side by side.
 */

const UPLOADERS = 4
/** An animation just inside the server's budget (platform/image-work.ts): the costliest it accepts. */
const GIF = { width: 480, height: 480, frames: 200, square: 65, cell: 8 }

export interface UploadsResult {
  gif: { bytes: number; width: number; height: number; frames: number }
  uploaders: number
  quiet: Measurement
  busy: Measurement
  uploads: { sent: number; created: number; busy: number; other: number; p50: number; max: number }
}

/**
 * An animated GIF made here rather than committed: a square with a four-colour checker pattern that
 * travels across a flat background, every frame different, about 117 KB like the GIF of the issue.
 */
export async function animatedGif(): Promise<Buffer> {
  const { width: w, height: h, frames: n, square, cell } = GIF
  const palette = [
    [220, 60, 60],
    [60, 160, 220],
    [250, 200, 40],
    [40, 40, 40],
  ]
  const raw = Buffer.alloc(w * h * n * 3, 240)
  for (let f = 0; f < n; f++) {
    const x0 = Math.floor((f * (w - square)) / n)
    const y0 = Math.floor(h / 2 - square / 2 + (h / 4) * Math.sin(f / 7))
    for (let y = y0; y < y0 + square; y++) {
      for (let x = x0; x < x0 + square; x++) {
        const colour = palette[(Math.floor(x / cell) + Math.floor(y / cell) + f) % 4]!
        raw.set(colour, ((f * h + y) * w + x) * 3)
      }
    }
  }
  return sharp(raw, { raw: { width: w, height: h * n, channels: 3, pageHeight: h } })
    .gif({ delay: Array(n).fill(40) })
    .toBuffer()
}

export async function measureUploads(
  base: string,
  tokens: string[],
  opts: LoadOptions,
): Promise<UploadsResult> {
  const gif = await animatedGif()
  const me: Call[] = tokens.map((token) => ({ path: '/api/auth/me', token }))
  await load(base, 'warm-up', me, { ...opts, seconds: 2 })
  const quiet = await load(base, '/api/auth/me', me, opts)

  let uploading = true
  const latencies: number[] = []
  const counts = { sent: 0, created: 0, busy: 0, other: 0 }
  const uploader = async (token: string) => {
    while (uploading) {
      const started = performance.now()
      const status = await upload(base, token, gif)
      latencies.push(performance.now() - started)
      counts.sent++
      if (status === 201) counts.created++
      else if (status === 503) counts.busy++
      else counts.other++
    }
  }
  const uploaders = Array.from({ length: UPLOADERS }, (_, i) => uploader(tokens[i % tokens.length]!))
  // The uploads get a head start, so that the reads meet the image work already under way.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const busy = await load(base, '/api/auth/me during GIF uploads', me, opts)
  uploading = false
  await Promise.all(uploaders)

  const sorted = latencies.sort((a, b) => a - b)
  return {
    gif: { bytes: gif.length, width: GIF.width, height: GIF.height, frames: GIF.frames },
    uploaders: UPLOADERS,
    quiet,
    busy,
    uploads: { ...counts, p50: percentile(sorted, 0.5), max: Math.round(sorted.at(-1) ?? 0) },
  }
}

async function upload(base: string, token: string, gif: Buffer): Promise<number> {
  const form = new FormData()
  form.set('content', 'an animated GIF')
  form.set('images', new Blob([new Uint8Array(gif)], { type: 'image/gif' }), 'loop.gif')
  const res = await fetch(`${base}/api/posts/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).catch(() => null)
  if (!res) return 0
  await res.arrayBuffer()
  return res.status
}

export function formatUploads(r: UploadsResult): string[] {
  const kb = (r.gif.bytes / 1024).toFixed(0)
  const u = r.uploads
  return [
    `Animated GIF: ${kb} KB, ${r.gif.width}x${r.gif.height}, ${r.gif.frames} frames; ${r.uploaders} clients posting it in a loop.`,
    '',
    '| GET /api/auth/me | req/s | p50 ms | p95 ms | p99 ms | failures |',
    '|---|---:|---:|---:|---:|---:|',
    ...[r.quiet, r.busy].map(
      (m) => `| ${m.name} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.failures} |`,
    ),
    '',
    `Uploads during the second run: ${u.sent} sent, ${u.created} created, ${u.busy} answered 503 (busy), ` +
      `${u.other} other; p50 ${u.p50} ms, slowest ${u.max} ms.`,
  ]
}
