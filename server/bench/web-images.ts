import { type Browser, chromium } from 'playwright-core'
import sharp from 'sharp'

/**
 * Light images (issue 31) in the web bench: the image bytes the first screen of Home downloads on a
 * 390 px phone at 3x density (an iPhone's), today (the answers without their copies, as the web app
 * read them before: each image's original) and with the copies that srcset offers.
 */

/** Photos posted, one per author, the newest posts of the bench: Home's first screen shows them. */
export const PHOTO_POSTS = 8

/**
 * A phone camera's photo: 4032 x 3024, soft shapes with sensor grain, JPEG at quality 85 as uploads
 * re-encode it (about 1.2 MB; phones' own photos run from 2 to 4 MB, so this flatters the originals).
 */
export async function photoJpeg(seed: number): Promise<Buffer> {
  const [width, height] = [4032, 3024]
  const shapes = await sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
  const pixels = await sharp(shapes).resize(width, height, { kernel: 'cubic' }).blur(8).raw().toBuffer()
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .raw()
    .toBuffer()
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, pixels[i]! + grain[i]! - 128))
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
}

export interface ImageBytes {
  /** The uploads the page requested before it settled, without scrolling, and their bytes as received. */
  images: number
  bytes: number
}

export interface HomeImages {
  originals: ImageBytes
  variants: ImageBytes
}

/** Every image of an API answer as it was before issue 31: no copies, no placeholder. */
function withoutVariants(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVariants)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) out[key] = withoutVariants(inner)
  if (Array.isArray(out.variants) && 'placeholder' in out)
    Object.assign(out, { variants: [], placeholder: null })
  return out
}

async function firstScreen(
  browser: Browser,
  base: string,
  token: string,
  originals: boolean,
): Promise<ImageBytes> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  })
  await context.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)})`)
  const page = await context.newPage()
  if (originals) {
    await page.route('**/api/**', async (route) => {
      const response = await route.fetch()
      if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response })
      return route.fulfill({ response, json: withoutVariants(await response.json()) })
    })
  }
  await page.goto('/home', { waitUntil: 'load', timeout: 120_000 })
  await page.waitForSelector('article img[src*="/static/uploads/"]', { timeout: 120_000 })
  await page.waitForLoadState('networkidle', { timeout: 120_000 })
  await page.waitForTimeout(1000)
  // Resource Timing of the page's own origin: each upload's bytes as received, headers included.
  const sizes = await page.evaluate<number[]>(`performance
    .getEntriesByType('resource')
    .filter((e) => new URL(e.name).pathname.startsWith('/static/uploads/'))
    .map((e) => e.transferSize)`)
  await context.close()
  return { images: sizes.length, bytes: sizes.reduce((sum, n) => sum + n, 0) }
}

export async function measureHomeImages(base: string, token: string): Promise<HomeImages> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  })
  try {
    return {
      originals: await firstScreen(browser, base, token, true),
      variants: await firstScreen(browser, base, token, false),
    }
  } finally {
    await browser.close()
  }
}

export function homeImageLines({ originals, variants }: HomeImages): string[] {
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`
  const share = originals.bytes > 0 ? Math.round((variants.bytes / originals.bytes) * 100) : -1
  return [
    `| images the first screen of Home downloads on a 390 px phone at 3x, today: each image's original (${originals.images} images of 4032 x 3024 px, JPEG) | ${kb(originals.bytes)} | |`,
    `| the same with the copies srcset offers (${variants.images} images, WebP; ${share}% of today) | ${kb(variants.bytes)} | <= ${kb(originals.bytes / 3)} (a third) |`,
  ]
}
