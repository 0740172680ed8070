import sharp from 'sharp'
import { rgbaToThumbHash } from 'thumbhash'
import { imageWork } from './image-work.ts'
import { type MediaStore, VARIANT_WIDTHS } from './media-store.ts'
import { MAX_INPUT_PIXELS } from './uploads.ts'

/**
 * Light images (issue 31; docs/decisions.md): beside a post image as it was re-encoded, WebP copies at
 * the VARIANT_WIDTHS narrower than it (never wider: a copy as wide as the original saves little), and
 * a ThumbHash of it (about 25 bytes, base64) that the web app paints while the image loads. An
 * animation gets no copies (a still WebP would stop it; an animated one costs seconds per frame set),
 * only its first frame's placeholder. Encoding takes a turn of the image queue (image-work.ts).
 */
export interface LightImage {
  /** The widths stored beside the original, narrowest first. */
  variantWidths: number[]
  placeholder: string | null
}

export interface EncodedVariants {
  variants: { width: number; bytes: Buffer }[]
  placeholder: string
}

/** WebP at this quality looks like the JPEG at 85 it comes from, at about half the bytes. */
const WEBP_QUALITY = 75
/** ThumbHash encodes at most 100 px on a side. */
const HASH_SIDE = 100

export function encodeVariants(bytes: Buffer): Promise<EncodedVariants> {
  return imageWork.run(() => encode(bytes))
}

async function encode(bytes: Buffer): Promise<EncodedVariants> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
  const { width = 0, pages = 1 } = await image.metadata()
  const widths = pages > 1 ? [] : VARIANT_WIDTHS.filter((w) => w < width)
  const variants: EncodedVariants['variants'] = []
  for (const w of widths) {
    const data = await image.clone().resize({ width: w }).webp({ quality: WEBP_QUALITY }).toBuffer()
    variants.push({ width: w, bytes: data })
  }
  const { data, info } = await image
    .clone()
    .resize({ width: HASH_SIDE, height: HASH_SIDE, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const hash = rgbaToThumbHash(info.width, info.height, data)
  return { variants, placeholder: Buffer.from(hash).toString('base64') }
}

/** Encodes and stores the copies of the image stored at `filePath`, and answers them with its placeholder. */
export async function saveLightImage(
  media: MediaStore,
  filePath: string,
  bytes: Buffer,
): Promise<LightImage> {
  const encoded = await encodeVariants(bytes)
  for (const variant of encoded.variants) await media.saveVariant(filePath, variant.width, variant.bytes)
  return { variantWidths: encoded.variants.map((v) => v.width), placeholder: encoded.placeholder }
}

/**
 * The copies and placeholder of a new upload stored at `filePath` (a video has none). When that fails
 * (the image queue is full: 503), the original and any copy already stored are removed before the
 * error goes on, so that a failed upload leaves no file behind.
 */
export async function storeLightImage(
  media: MediaStore,
  filePath: string,
  file: { kind: 'image' | 'video'; bytes: Buffer },
): Promise<LightImage> {
  if (file.kind !== 'image') return { variantWidths: [], placeholder: null }
  try {
    return await saveLightImage(media, filePath, file.bytes)
  } catch (err) {
    await media.remove(filePath).catch(() => {})
    throw err
  }
}
