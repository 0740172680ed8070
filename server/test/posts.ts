import type { Post } from '@agora/contract'
import sharp from 'sharp'
import type { App } from '../src/app.ts'
import { bearer } from './factories.ts'
import { movieBytes } from './mp4.ts'

/** Helpers for tests that write posts through HTTP, as the web client does (multipart forms). */

export interface TestFile {
  field?: string
  name?: string
  type?: string
  bytes: Buffer
}

export function multipartForm(fields: Record<string, string>, files: TestFile[] = []): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' })
    form.append(file.field ?? 'images', blob, file.name ?? 'upload.bin')
  }
  return form
}

/**
 * POST a multipart form to a posts path; the raw answer, for tests about refusals. The form is
 * encoded up front so that the request carries a Content-Length, as a browser's does.
 */
export async function postForm(
  app: App,
  token: string | null,
  url: string,
  fields: Record<string, string>,
  files?: TestFile[],
) {
  const encoded = new Response(multipartForm(fields, files))
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  })
}

/** Creates a post through POST /api/posts/ and returns it; fails the test on any other answer. */
export async function createPostAs(
  app: App,
  token: string,
  content: string,
  fields: Record<string, string> = {},
  files?: TestFile[],
): Promise<Post> {
  const res = await postForm(app, token, '/api/posts/', { content, ...fields }, files)
  if (res.statusCode !== 201) throw new Error(`creating a post failed: ${res.statusCode} ${res.body}`)
  return res.json() as Post
}

/** A real image of that size and format, made by sharp (a gradient-free solid colour is enough). */
export function imageBytes(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer()
}

/** A well-formed MP4 (ftyp isom) or QuickTime (ftyp qt) movie with a video track, `size` bytes long. */
export function videoBytes(kind: 'mp4' | 'mov', size = 2048): Buffer {
  return movieBytes(kind, size)
}
