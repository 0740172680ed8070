import { useEffect, useState } from 'react'

export type Rgb = readonly [number, number, number]

/** Spec 000 sections 2 and 9: the banner is blue when there is no avatar or sampling fails. */
export const FALLBACK_BLUE: Rgb = [29, 78, 216]

const SAMPLE = 24

/**
 * The dominant colour of RGBA pixels: the average of the opaque pixels that are neither nearly
 * white nor nearly black (the background of most logos), or of all opaque ones when only those are
 * there; null when there is no opaque pixel.
 */
export function dominantColor(pixels: Uint8ClampedArray): Rgb | null {
  const sums = { vivid: [0, 0, 0, 0], all: [0, 0, 0, 0] }
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    const r = pixels[i] ?? 0
    const g = pixels[i + 1] ?? 0
    const b = pixels[i + 2] ?? 0
    if ((pixels[i + 3] ?? 0) < 128) continue
    const max = Math.max(r, g, b)
    const min = Math.min(r, g, b)
    const buckets = max > 235 && min > 235 ? [sums.all] : max < 25 ? [sums.all] : [sums.all, sums.vivid]
    for (const sum of buckets) {
      sum[0] = (sum[0] ?? 0) + r
      sum[1] = (sum[1] ?? 0) + g
      sum[2] = (sum[2] ?? 0) + b
      sum[3] = (sum[3] ?? 0) + 1
    }
  }
  const pick = (sums.vivid[3] ?? 0) > 0 ? sums.vivid : sums.all
  const n = pick[3] ?? 0
  if (n === 0) return null
  return [Math.round((pick[0] ?? 0) / n), Math.round((pick[1] ?? 0) / n), Math.round((pick[2] ?? 0) / n)]
}

/** Draws the image small on a canvas and reads its pixels; throws when the canvas is tainted or missing. */
function sample(img: HTMLImageElement): Rgb | null {
  const canvas = document.createElement('canvas')
  canvas.width = SAMPLE
  canvas.height = SAMPLE
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(img, 0, 0, SAMPLE, SAMPLE)
  return dominantColor(context.getImageData(0, 0, SAMPLE, SAMPLE).data)
}

/**
 * The dominant colour of the image at `src`, sampled on a canvas once it loads (cross-origin
 * anonymous, so that a server that allows it can be read); FALLBACK_BLUE without an image, while it
 * loads, and when loading or sampling fails.
 */
export function useDominantColor(src: string | null): Rgb {
  const [color, setColor] = useState<{ src: string; rgb: Rgb } | null>(null)
  useEffect(() => {
    if (!src) return
    let live = true
    const img = new Image()
    img.crossOrigin = 'anonymous'
    img.onload = () => {
      let rgb: Rgb | null = null
      try {
        rgb = sample(img)
      } catch {
        rgb = null
      }
      if (live && rgb) setColor({ src, rgb })
    }
    img.src = src
    return () => {
      live = false
    }
  }, [src])
  return src && color?.src === src ? color.rgb : FALLBACK_BLUE
}

/** The banner's gradient: the colour, then a darker shade of it. */
export function bannerGradient([r, g, b]: Rgb): string {
  const dark = (c: number) => Math.round(c * 0.45)
  return `linear-gradient(135deg, rgb(${r} ${g} ${b}), rgb(${dark(r)} ${dark(g)} ${dark(b)}))`
}
