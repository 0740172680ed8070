/**
 * Writes the installed app's icons (web/public/icons) from the logo's SVG (components/ui/logo.tsx):
 * `npx tsx web/build/app-icons.ts` after the logo changes; the PNGs are committed, so the build does
 * not need sharp (a server dependency). src/app/app-manifest.test.ts checks they are there and sized.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

/** The logo's colour (styles.css, --color-brand-logo) and its letter, on a 64 × 64 grid. */
const BRAND = '#0ea5e9'
const LETTER = 'M32 12 14 52h8.5l3.6-8.6h11.8l3.6 8.6H50L32 12Zm-3 24 3-7.4 3 7.4h-6Z'

/** The logo as the app shows it: the letter on a rounded square, the corners transparent. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${BRAND}"/><path d="${LETTER}" fill="#fff"/></svg>`

/**
 * Full bleed, for launchers that cut their own shape: a maskable icon's safe zone is the centred circle
 * of 80% of its width, and iOS rounds an apple-touch-icon itself (transparent corners would turn black).
 * The letter spans 36 of 64 units tall; scaled by `scale` about the centre.
 */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><path d="${LETTER}" fill="#fff" transform="translate(32 32) scale(${scale}) translate(-32 -32)"/></svg>`

export const ICONS = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  // The letter (40 units wide, 36 tall) fits the safe circle (51 units across) at 0.8.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
]

async function main(): Promise<void> {
  const dir = join(import.meta.dirname, '..', 'public', 'icons')
  mkdirSync(dir, { recursive: true })
  for (const icon of ICONS) {
    await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(dir, icon.file))
  }
}

await main()
