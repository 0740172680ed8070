import { deflateSync } from 'node:zlib'
import type { Route } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { apiJson } from '../support/api.ts'
import { closeBrowser, newContext, screenshot } from '../support/browser.ts'
import { signedInPage, uniqueId, verifiedUser } from '../support/people.ts'

/** Issue 31 in the browser: a post image's placeholder while it loads, and the copy srcset picks. */

/** A PNG of `width` x `height`, a diagonal gradient from warm to cool: something to blur. */
function gradientPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2
      rows.set(
        [Math.round(240 - 200 * t), Math.round(120 + 60 * t), Math.round(40 + 200 * t)],
        row + 1 + x * 3,
      )
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(data.length + 12)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), data.length + 8)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

interface Image {
  file_path: string
  variants: { width: number; file_path: string }[]
  placeholder: string | null
}

describe('light images in the browser', () => {
  afterAll(closeBrowser)

  it('shows the placeholder until the image arrives, and loads the copy the screen needs', async () => {
    const author = await verifiedUser('light_author')
    const text = `The quad at sunset ${uniqueId()}`
    const form = new FormData()
    form.set('content', text)
    form.append(
      'images',
      new Blob([new Uint8Array(gradientPng(1800, 1200))], { type: 'image/png' }),
      'quad.png',
    )
    const post = await apiJson<{ id: number; images: Image[] }>(author.token, '/posts/', {
      method: 'POST',
      body: form,
    })
    const [image] = post.images
    expect(image?.variants.map((v) => v.width)).toEqual([400, 800, 1600])
    expect(image?.placeholder).toEqual(expect.any(String))

    for (const [width, theme, wanted] of [
      [390, 'light', 400],
      [1440, 'dark', 800],
    ] as const) {
      const context = await newContext({ width, theme })
      const page = await signedInPage(context, author.token)
      // The image's bytes wait until the test lets them through: the placeholder has to be seen first.
      const requested: string[] = []
      let release = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/static/uploads/**', async (route: Route) => {
        requested.push(new URL(route.request().url()).pathname)
        await gate
        await route.continue()
      })
      await page.goto(`/posts/${post.id}`)
      const img = page.getByRole('article').first().getByRole('img', { name: 'Image 1 of 1' })
      await img.waitFor()
      await expect.poll(() => requested.length).toBeGreaterThan(0)
      expect(await img.getAttribute('srcset')).toContain(`${image!.variants[0]!.file_path} 400w`)
      expect(await img.getAttribute('data-placeholder')).toBe('')
      expect(await img.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(
        /^url\("data:image\/png;base64,/,
      )
      const box = await img.boundingBox()
      expect(box?.height).toBeGreaterThan(100)
      await screenshot(page, `light-images-placeholder-${theme}-${width}`, { fullPage: false })

      // The narrowest copy that fills the box at this screen's density, not the original.
      expect(requested).toEqual([image!.variants.find((v) => v.width === wanted)!.file_path])
      release()
      await expect.poll(() => img.getAttribute('data-placeholder')).toBeNull()
      expect(new URL(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).pathname).toBe(
        requested[0],
      )
      expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
      expect(await img.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none')
      await screenshot(page, `light-images-loaded-${theme}-${width}`, { fullPage: false })
      await context.close()
    }
  })
})
