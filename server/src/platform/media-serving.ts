import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { MEDIA_KEY } from './media-store.ts'

/** What the uploads route tells about a stored file. */
export interface MediaObject {
  size: number
  contentType: string
  etag: string | undefined
  lastModified: Date | undefined
}

/** Bytes start..end, both included (RFC 9110 section 14.1.2). */
export interface ByteRange {
  start: number
  end: number
}

/** A store's files as GET /static/uploads/* reads them, when they are not files of a local folder. */
export interface MediaReader {
  /** The facts of the file under `key`, or null when there is none. */
  stat(key: string): Promise<MediaObject | null>
  /**
   * Its bytes (only `range` when given), null when there is none, or 'not-modified' when its ETag is
   * `ifNoneMatch`.
   */
  open(
    key: string,
    opts: { range?: ByteRange; ifNoneMatch?: string },
  ): Promise<{ object: MediaObject; body: Readable } | 'not-modified' | null>
}

/**
 * GET and HEAD /static/uploads/<key> from a reader, with the headers the disk store's static files
 * carry (`cacheControl` is theirs), one byte range for video players (206), conditional requests by
 * ETag (304), and a 404 like any missing file for a key that is malformed or not stored.
 */
export function installMediaRoute(app: FastifyInstance, reader: MediaReader, cacheControl: string): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/static/uploads/*',
    schema: { hide: true },
    handler: async (req, reply) => {
      const key = (req.params as { '*': string })['*']
      if (!MEDIA_KEY.test(key)) return reply.callNotFound()
      const rangeHeader = req.method === 'GET' ? req.headers.range : undefined
      let range: ByteRange | undefined
      if (req.method === 'HEAD' || rangeHeader) {
        // The size decides a range (a suffix, an end past the file), and S3 servers differ on the rest.
        const object = await reader.stat(key)
        if (!object) return reply.callNotFound()
        if (req.method === 'HEAD') return sendHeaders(reply, object, cacheControl).send()
        const ifRange = req.headers['if-range']
        const wanted = ifRange && ifRange !== object.etag ? null : parseRange(rangeHeader, object.size)
        // Answered as the disk store's static files answer an unsatisfiable range.
        if (wanted === 'unsatisfiable')
          throw Object.assign(new Error('Range Not Satisfiable'), { statusCode: 416 })
        range = wanted ?? undefined
      }
      const ifNoneMatch = req.headers['if-none-match']
      const opened = await reader.open(key, { range, ifNoneMatch })
      if (opened === null) return reply.callNotFound()
      if (opened === 'not-modified') return reply.code(304).header('cache-control', cacheControl).send()
      sendHeaders(reply, opened.object, cacheControl)
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${opened.object.size}`)
          .header('content-length', range.end - range.start + 1)
      }
      return reply.send(opened.body)
    },
  })
}

function sendHeaders(reply: FastifyReply, object: MediaObject, cacheControl: string): FastifyReply {
  reply
    .header('content-type', object.contentType)
    .header('content-length', object.size)
    .header('accept-ranges', 'bytes')
    .header('cache-control', cacheControl)
  if (object.etag) reply.header('etag', object.etag)
  if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString())
  return reply
}

/**
 * One range of a Range header over `size` bytes: "bytes=a-b", "bytes=a-" or "bytes=-n". Several ranges,
 * another unit or a malformed header are ignored (the whole file is sent), as RFC 9110 allows;
 * 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/)
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}
