import type { FastifyRequest } from 'fastify'
import sharp from 'sharp'
import { HttpError, invalidField, tooLarge, unsupportedMediaType } from './errors.ts'
import { imageWork } from './image-work.ts'
import { IMAGE_FORMATS, MAX_INPUT_PIXELS, NOT_MULTIPART } from './uploads.ts'

/**
 * Avatars and banners (DESIGN.md section 5, Security): one image per request, its type decided by
 * decoding the bytes (never the name or header), turned upright, stripped of metadata, fitted in the
 * kind's box and re-encoded: JPEG, or WebP where the picture has transparency that JPEG would lose.
 * Over the kind's limit is 413 before the body is read when Content-Length says so, and at once while
 * it streams otherwise.
 */

export type ProfileImageKind = 'avatar' | 'banner'

export interface ProfileImageSpec {
  maxBytes: number
  width: number
  height: number
  /** The multipart field names the file may come in. */
  fields: readonly string[]
}

export const PROFILE_IMAGE_FILE_TOO_LARGE = 'File too large'
export const PROFILE_IMAGE_UNSUPPORTED = 'Unsupported file: JPEG, PNG, GIF or WebP images only'
export const PROFILE_IMAGE_MISSING = 'An image file is required'

/** What a multipart envelope (boundaries, part headers, a few small fields) may add to the file itself. */
const ENVELOPE_BYTES = 16 * 1024

export interface ProfileImage {
  bytes: Buffer
  ext: 'jpg' | 'webp'
  width: number
  height: number
}

/** Reads the one image of a multipart request and re-encodes it for `spec`. */
export async function readProfileImage(req: FastifyRequest, spec: ProfileImageSpec): Promise<ProfileImage> {
  if (!req.isMultipart()) throw unsupportedMediaType(NOT_MULTIPART)
  const announced = Number(req.headers['content-length'])
  if (Number.isFinite(announced) && announced > spec.maxBytes + ENVELOPE_BYTES)
    throw closing(tooLarge(PROFILE_IMAGE_FILE_TOO_LARGE))
  const bytes = await readFilePart(req, spec)
  return encodeProfileImage(bytes, spec)
}

async function readFilePart(req: FastifyRequest, spec: ProfileImageSpec): Promise<Buffer> {
  try {
    const part = await req.file({ limits: { fileSize: spec.maxBytes, files: 1 } })
    if (!part) throw invalidField(['body', spec.fields[0]!], PROFILE_IMAGE_MISSING)
    if (!spec.fields.includes(part.fieldname)) {
      throw invalidField(
        ['body', part.fieldname],
        `Unexpected file field; send the image as ${spec.fields[0]}`,
      )
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length
      // Leaving the loop destroys the part's stream: the rest of the body is not read.
      if (size > spec.maxBytes) throw tooLarge(PROFILE_IMAGE_FILE_TOO_LARGE)
      chunks.push(chunk)
    }
    if (part.file.truncated) throw tooLarge(PROFILE_IMAGE_FILE_TOO_LARGE)
    if (size === 0) throw invalidField(['body', part.fieldname], PROFILE_IMAGE_MISSING)
    return Buffer.concat(chunks)
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw closing(tooLarge(PROFILE_IMAGE_FILE_TOO_LARGE))
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw closing(tooLarge('Send one image only'))
    }
    if (err instanceof HttpError && err.statusCode === 413) throw closing(err)
    throw err
  }
}

/**
 * The rest of an oversized body is not worth receiving: close the connection after the answer instead
 * of letting Node read and discard it to keep the connection alive.
 */
function closing(err: HttpError): HttpError {
  return new HttpError(err.statusCode, err.detail, { ...err.headers, connection: 'close' }, err.code)
}

/**
 * Decodes and re-encodes, in its turn in the image queue (image-work.ts: 503 when it is full): the first
 * frame of an animation, upright, fitted inside width x height (so a square stays square), never
 * enlarged. Anything sharp cannot decode, and SVG, is 415.
 */
export function encodeProfileImage(
  bytes: Buffer,
  spec: Pick<ProfileImageSpec, 'width' | 'height'>,
): Promise<ProfileImage> {
  return imageWork.run(() => encode(bytes, spec))
}

async function encode(
  bytes: Buffer,
  spec: Pick<ProfileImageSpec, 'width' | 'height'>,
): Promise<ProfileImage> {
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const { format, hasAlpha } = await input.metadata()
    if (!format || !IMAGE_FORMATS.has(format)) throw unsupportedMediaType(PROFILE_IMAGE_UNSUPPORTED)
    const fitted = input
      .rotate()
      .resize({ width: spec.width, height: spec.height, fit: 'inside', withoutEnlargement: true })
    const [image, ext] = hasAlpha
      ? [fitted.webp({ quality: 85 }), 'webp' as const]
      : [fitted.jpeg({ quality: 85, mozjpeg: true }), 'jpg' as const]
    const { data, info } = await image.toBuffer({ resolveWithObject: true })
    return { bytes: data, ext, width: info.width, height: info.height }
  } catch (err) {
    if (err instanceof HttpError) throw err
    throw unsupportedMediaType(PROFILE_IMAGE_UNSUPPORTED)
  }
}
