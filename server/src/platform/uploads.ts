import { basename } from 'node:path'
import { MEDIA_LIMITS } from '@agora/contract'
import multipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import sharp from 'sharp'
import { badRequest, HttpError, invalidField, toHttpError, tooLarge, unsupportedMediaType } from './errors.ts'
import { checkAnimationBudget, imageWork } from './image-work.ts'
import { findNulCharacter } from './text-input.ts'
import { hasVideoTrack } from './video-container.ts'

/**
 * Multipart forms with media (DESIGN.md section 5, Security): the type of a file is decided from its
 * bytes, never from its name or header. Images are decoded and re-encoded by sharp (turned upright by
 * their EXIF orientation, metadata stripped, at most 4096 px on a side; PNG, WebP and GIF stay
 * themselves, everything else becomes JPEG). A video is told from an image by the brands of its ISO base
 * media 'ftyp' box, accepted only when its container parses as a movie with a video track
 * (video-container.ts), and stored as it came (nothing here can decode video). Limits answer 413 while
 * the body streams in, before the rest of it is read.
 */

export interface UploadedMedia {
  kind: 'image' | 'video'
  bytes: Buffer
  /** The extension decided from the bytes: jpg, png, webp, gif, mp4 or mov. */
  ext: string
  width: number | null
  height: number | null
  originalFilename: string | null
}

export interface MediaForm {
  /** Text fields; a field sent twice keeps its first value. */
  fields: Record<string, string>
  files: UploadedMedia[]
}

const FILE_TOO_LARGE = { image: 'image_too_large', video: 'video_too_large' } as const

/** Formats sharp decodes that are accepted as photos; SVG (a script carrier), PDF and the rest are not. */
export const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])
/** A decoded image may not exceed this many pixels (a decompression bomb is small on the wire). */
export const MAX_INPUT_PIXELS = 120_000_000
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'NDAS',
  'NDSC',
  'NDSH',
  'NDXC',
  'NDXH',
  'f4v ',
  '3gp4',
  '3gp5',
  '3gp6',
])
/** HEIF and AVIF pictures are ISO BMFF files too; these brands mark a still image, not a video. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'hevc', 'hevx'])
/** Enough bytes to read an ftyp box with its compatible brands. */
const SNIFF_BYTES = 64

/**
 * Registers @fastify/multipart in the caller's plugin scope only: the other routes keep refusing
 * multipart bodies. Hard limits here are the largest any upload may be; readMediaForm tightens them.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MEDIA_LIMITS.videoMaxBytes,
      files: MEDIA_LIMITS.imagesPerPost,
      fields: 20,
      parts: 30,
    },
  })
}

/**
 * Reads a multipart form whose files come in `fileFields`: text fields as strings, files checked and
 * turned into UploadedMedia. Up to 4 images or one video; SVG or undecodable bytes are 415, a file over
 * its limit 413 as soon as the limit is crossed.
 */
export async function readMediaForm(req: FastifyRequest, fileFields: readonly string[]): Promise<MediaForm> {
  if (!req.isMultipart()) throw unsupportedMediaType('multipart_expected')
  const form: MediaForm = { fields: {}, files: [] }
  try {
    for await (const part of req.parts({ limits: { fieldSize: 16 * 1024 } })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw tooLarge('field_too_long', `Field ${part.fieldname} is too long`)
        const nul = findNulCharacter([part.fieldname, part.value])
        if (nul) throw invalidField(['body', part.fieldname], 'nul_character', undefined, 'nul_character')
        if (!(part.fieldname in form.fields)) form.fields[part.fieldname] = String(part.value)
        continue
      }
      if (!fileFields.includes(part.fieldname)) {
        throw invalidField(
          ['body', part.fieldname],
          'unexpected_file_field',
          `Unexpected file field; send files as ${fileFields[0]}`,
        )
      }
      const file = await readFilePart(part)
      if (file) form.files.push(file)
    }
  } catch (err) {
    const error = clientError(err)
    // The rest of an oversized body (or of one with a file too many) is not worth receiving: close the
    // connection after the answer instead of letting Node read and discard it to keep it alive.
    if (error instanceof HttpError && (error.statusCode === 413 || error.code === 'too_many_files')) {
      throw new HttpError(error.code, error.detail, { ...error.headers, connection: 'close' })
    }
    throw error
  }
  checkMix(form.files)
  return form
}

/**
 * The plugin's own errors, worded for the client: its limits, and a body that is not the multipart
 * it says (no boundary, truncated, garbled) as 400. Anything else passes as it is.
 */
function clientError(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(FILE_TOO_LARGE.video)
  return toHttpError(err) ?? err
}

function checkMix(files: UploadedMedia[]): void {
  const videos = files.filter((f) => f.kind === 'video').length
  if (videos > 1 || (videos === 1 && files.length > 1)) throw badRequest('too_many_files')
}

async function readFilePart(part: MultipartFile): Promise<UploadedMedia | null> {
  const chunks: Buffer[] = []
  let size = 0
  let kind: 'image' | 'video' | null = null
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk)
    size += chunk.length
    if (kind === null && size >= SNIFF_BYTES) kind = sniffVideo(Buffer.concat(chunks)) ? 'video' : 'image'
    const limit = kind === 'video' ? MEDIA_LIMITS.videoMaxBytes : MEDIA_LIMITS.imageMaxBytes
    // Leaving the loop destroys the part's stream: the rest of the body is not read.
    if (size > limit) throw tooLarge(FILE_TOO_LARGE[kind ?? 'image'])
  }
  if (part.file.truncated) throw tooLarge(FILE_TOO_LARGE.video)
  // An empty file input of a browser form arrives as a nameless, empty part: not a file.
  if (size === 0 && !part.filename) return null
  const bytes = Buffer.concat(chunks)
  const originalFilename = cleanFilename(part.filename)
  const video = sniffVideo(bytes)
  if (video) {
    if (!hasVideoTrack(bytes)) throw unsupportedMediaType('unsupported_file')
    return { kind: 'video', bytes, ext: video, width: null, height: null, originalFilename }
  }
  return { kind: 'image', ...(await reencodeImage(bytes)), originalFilename }
}

/** 'mp4' or 'mov' when the bytes start with an ftyp box of a video brand; null otherwise. */
export function sniffVideo(head: Buffer): 'mp4' | 'mov' | null {
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') return null
  const boxSize = Math.min(head.readUInt32BE(0), head.length)
  const major = head.toString('latin1', 8, 12)
  const compatible: string[] = []
  for (let at = 16; at + 4 <= boxSize; at += 4) compatible.push(head.toString('latin1', at, at + 4))
  if (IMAGE_BRANDS.has(major)) return null
  if (major === 'qt  ') return 'mov'
  if (MP4_BRANDS.has(major) || compatible.some((brand) => MP4_BRANDS.has(brand))) return 'mp4'
  if (compatible.includes('qt  ')) return 'mov'
  return null
}

type Reencoded = Pick<UploadedMedia, 'bytes' | 'ext' | 'width' | 'height'>

/**
 * Decodes and re-encodes an image, in its turn in the image queue (image-work.ts: 503 when it is full);
 * anything sharp cannot decode, and SVG, is 415, an animation over the budget 413.
 */
export function reencodeImage(bytes: Buffer): Promise<Reencoded> {
  return imageWork.run(() => reencode(bytes))
}

async function reencode(bytes: Buffer): Promise<Reencoded> {
  const open = (animated: boolean) =>
    sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
  try {
    const metadata = await open(false).metadata()
    const { format } = metadata
    if (!format || !IMAGE_FORMATS.has(format)) throw unsupportedMediaType('unsupported_file')
    checkAnimationBudget(metadata)
    const animated = format === 'gif' || format === 'webp'
    let image = open(animated).rotate().resize({
      width: MEDIA_LIMITS.imageMaxSide,
      height: MEDIA_LIMITS.imageMaxSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    let ext: string
    if (format === 'png') [image, ext] = [image.png(), 'png']
    else if (format === 'webp') [image, ext] = [image.webp(), 'webp']
    else if (format === 'gif') [image, ext] = [image.gif(), 'gif']
    else [image, ext] = [image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }), 'jpg']
    const { data, info } = await image.toBuffer({ resolveWithObject: true })
    return { bytes: data, ext, width: info.width, height: info.pageHeight ?? info.height }
  } catch (err) {
    if (err instanceof HttpError) throw err
    throw unsupportedMediaType('unsupported_file')
  }
}

/** The name as the user's device called it, for alt text and downloads; never used as a path. */
function cleanFilename(name: string | undefined): string | null {
  if (!name) return null
  const base = basename(name.replace(/\\/g, '/'))
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '\u007f')
    .join('')
    .slice(0, 255)
  return clean || null
}
