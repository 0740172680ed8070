import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The installable app's files (issue 31): web/public, served as they are at the site's root.
const web = join(import.meta.dirname, '..', '..')
const publicFile = (path: string) => readFileSync(join(web, 'public', path))

/** A PNG's width and height, from its header (the IHDR chunk right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('the installable app', () => {
  const manifest = JSON.parse(publicFile('manifest.webmanifest').toString('utf8'))

  it('has a manifest that opens Home in its own window, in the app colours', () => {
    expect(manifest).toMatchObject({
      name: 'Agora',
      short_name: 'Agora',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#020617',
      background_color: '#020617',
    })
  })

  it('names icons of 192 and 512 pixels and a maskable one, each PNG of the size it declares', () => {
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of icons) {
      expect(icon.type).toBe('image/png')
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(pngSize(publicFile(icon.src)), icon.src).toEqual({ width, height })
    }
    expect(pngSize(publicFile('/icons/apple-touch-icon.png'))).toEqual({ width: 180, height: 180 })
  })

  it('links the manifest, the touch icon and a theme colour per scheme from index.html', () => {
    const html = readFileSync(join(web, 'index.html'), 'utf8')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />')
    expect(html).toContain(
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />',
    )
    expect(html).toContain(
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#020617" />',
    )
  })

  it("names the offline page's version after its files, so that a change reaches installed workers", () => {
    const sw = publicFile('sw.js').toString('utf8')
    const files = JSON.parse(/const OFFLINE_FILES = (\[[^\]]*\])/.exec(sw)?.[1]?.replaceAll("'", '"') ?? '[]')
    expect(files).toEqual(['/offline.html', '/offline.js'])
    const hash = createHash('sha256')
    for (const file of files) hash.update(publicFile(file))
    expect(/const VERSION = '([0-9a-f]+)'/.exec(sw)?.[1]).toBe(hash.digest('hex').slice(0, 8))
  })
})
