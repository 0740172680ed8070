import { LIMITS } from '@agora/contract'
import { ApiError, errorMessage } from '@/lib/api-client.ts'

/** The two pictures of a profile, a community or a university: a square avatar and a 3:1 banner. */
export type ImageKind = 'avatar' | 'banner'

/**
 * Messages the specification fixes in Turkish for both interface languages (spec 001 sections 5
 * and 8), so they are not in the translation tables.
 */
export const IMAGE_MESSAGES = {
  notImage: 'Sadece resim dosyaları yükleyebilirsiniz.',
  avatarTooLarge: 'Dosya boyutu çok büyük. Maksimum 5MB olmalı.',
  cropFirst: 'Lütfen önce resmi kırpın.',
  readFailed: 'Dosya okunamadı.',
  uploadTooLarge: 'Dosya boyutu çok büyük.',
  unsupported: 'Desteklenmeyen dosya formatı.',
  avatarFailed: 'Avatar yüklenirken bir hata oluştu.',
  bannerFailed: 'Banner yüklenirken bir hata oluştu.',
} as const

/** The crop of each kind (spec 001 section 5): a square, a 3:1 banner. */
export const CROP_SHAPES = {
  avatar: { aspect: 1, maxWidth: 1024 },
  banner: { aspect: 3, maxWidth: 3000 },
} as const

/**
 * The check before cropping: an image, and at most `maxBytes` (by default the avatar's 5 MB for an
 * avatar, none for a profile banner, whose limit the server answers with 413). Null when the file may
 * be cropped.
 */
export function imageFileProblem(
  file: File,
  kind: ImageKind,
  maxBytes = kind === 'avatar' ? LIMITS.avatarMaxBytes : Number.POSITIVE_INFINITY,
): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notImage
  if (file.size > maxBytes) return IMAGE_MESSAGES.avatarTooLarge
  return null
}

/** The file as a data URL for the cropper; rejects with the specification's message when it cannot be read. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error(IMAGE_MESSAGES.readFailed))
    reader.onerror = () => reject(new Error(IMAGE_MESSAGES.readFailed))
    reader.readAsDataURL(file)
  })
}

/** The message for a failed upload (spec 001 section 8): 413, 415, the server's detail, or the generic one. */
export function uploadErrorMessage(error: unknown, kind: ImageKind): string {
  const fallback = kind === 'avatar' ? IMAGE_MESSAGES.avatarFailed : IMAGE_MESSAGES.bannerFailed
  if (!(error instanceof ApiError)) return fallback
  if (error.status === 413) return IMAGE_MESSAGES.uploadTooLarge
  if (error.status === 415) return IMAGE_MESSAGES.unsupported
  return errorMessage(error, fallback)
}

export interface CropArea {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Cuts `area` (in the image's pixels) out of the image as a JPEG at quality 0.95 (spec 001 section
 * 5). The result is scaled down to `maxWidth`: a 5 MB photo cut at full size could outgrow the
 * upload limit, and a profile never shows an avatar larger than that. Transparent parts turn white,
 * since JPEG has no alpha and a canvas would make them black.
 */
export async function cropToJpeg(src: string, area: CropArea, maxWidth: number): Promise<Blob> {
  const image = await loadImage(src)
  const scale = Math.min(1, maxWidth / area.width)
  const width = Math.max(1, Math.round(area.width * scale))
  const height = Math.max(1, Math.round(area.height * scale))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas is not available')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
      'image/jpeg',
      0.95,
    ),
  )
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(IMAGE_MESSAGES.readFailed))
    image.src = src
  })
}
