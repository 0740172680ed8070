import type { FastifyRequest } from 'fastify'
import sharp from 'sharp'
import { HttpError, invalidField, toHttpError, tooLarge, unsupportedMediaType } from './errors.ts'
import { imageWork } from './image-work.ts'
import { byViewer, type Throttle } from './rate-limit.ts'
import { IMAGE_FORMATS, MAX_INPUT_PIXELS } from './uploads.ts'

/**
 * Avatars and banners (DESIGN.md section 5, Security): one image per request, its type decided by
 * decoding the bytes (never the name or header), turned upright, stripped of metadata, fitted in the
 * kind's box and re-encoded: JPEG, or WebP where the picture has transparency that JPEG would lose.
 * Over the kind's limit is 413 before the body is read when Content-Length says so, and at once while
 * it streams otherwise.
 */

export type ProfileImageKind = 'avatar' | 'banner'

/** The boxes pictures are fitted in (spec 001 section 5): square avatars, 3:1 banners. */
export const PROFILE_IMAGE_BOX: Record<ProfileImageKind, { width: number; height: number }> = {
  avatar: { width: 400, height: 400 },
  banner: { width: 1500, height: 500 },
}

/** Picture uploads of a page (a university's, a community's): 30 a person per 30 minutes per kind. */
export const pictureThrottle = (owner: string, kind: ProfileImageKind): Throttle => ({
  name: `uploads:${owner}-${kind}:user`,
  max: 30,
  windowMs: 30 * 60 * 1000,
  key: byViewer,
  code: 'too_many_uploads',
})

export interface ProfileImageSpec {
  maxBytes: number
  width: number
  height: number
  /** The multipart field names the file may come in. */
  fields: readonly string[]
}

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
  if (!req.isMultipart()) throw unsupportedMediaType('multipart_expected')
  const announced = Number(req.headers['content-length'])
  if (Number.isFinite(announced) && announced > spec.maxBytes + ENVELOPE_BYTES)
    throw closing(tooLarge('file_too_large'))
  const bytes = await readFilePart(req, spec)
  return encodeProfileImage(bytes, spec)
}

async function readFilePart(req: FastifyRequest, spec: ProfileImageSpec): Promise<Buffer> {
  try {
    const part = await req.file({ limits: { fileSize: spec.maxBytes, files: 1 } })
    if (!part) throw invalidField(['body', spec.fields[0]!], 'image_required')
    if (!spec.fields.includes(part.fieldname)) {
      throw invalidField(
        ['body', part.fieldname],
        'unexpected_file_field',
        `Unexpected file field; send the image as ${spec.fields[0]}`,
      )
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length
      // Leaving the loop destroys the part's stream: the rest of the body is not read.
      if (size > spec.maxBytes) throw tooLarge('file_too_large')
      chunks.push(chunk)
    }
    if (part.file.truncated) throw tooLarge('file_too_large')
    if (size === 0) throw invalidField(['body', part.fieldname], 'image_required')
    return Buffer.concat(chunks)
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw closing(tooLarge('file_too_large'))
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw closing(tooLarge('one_image_only'))
    }
    if (err instanceof HttpError && err.statusCode === 413) throw closing(err)
    // A body that is not the multipart it says (no boundary, truncated, garbled) is the client's 400.
    throw toHttpError(err) ?? err
  }
}

/**
 * The rest of an oversized body is not worth receiving: close the connection after the answer instead
 * of letting Node read and discard it to keep the connection alive.
 */
function closing(err: HttpError): HttpError {
  return new HttpError(err.code, err.detail, { ...err.headers, connection: 'close' })
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
    if (!format || !IMAGE_FORMATS.has(format)) throw unsupportedMediaType('unsupported_image')
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
    throw unsupportedMediaType('unsupported_image')
  }
}
