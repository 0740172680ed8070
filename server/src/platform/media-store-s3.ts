import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { S3Config } from '../config.ts'
import type { MediaObject, MediaReader } from './media-serving.ts'
import {
  checkedPrivateKey,
  MEDIA_KEY,
  MEDIA_URL_PREFIX,
  type MediaStore,
  mediaKeyOf,
  newMediaKey,
  PRIVATE_KEY,
  type StoredMedia,
  variantPath,
  withVariants,
} from './media-store.ts'

/** The types uploads.ts decides from the bytes; anything else is sent as opaque bytes. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
}
/** As the app serves uploads (static-files.ts), for a bucket browsers read directly. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable'

export type S3MediaStore = MediaStore & { reader: MediaReader; close(): void }

/**
 * Media in an S3-compatible bucket, under the keys the disk store uses for its files
 * (YYYY/MM/DD/<uuid>.<ext>, so that a disk's uploads folder copies into a bucket as it is). Answers
 * carry `<publicUrl>/<key>` when the bucket (or a CDN before it) is readable by browsers, and
 * "/static/uploads/<key>" otherwise, which every instance serves from the bucket through `reader`.
 * Paths of both forms are removed, since the public URL may be set after uploads were made without it.
 */
export function createS3MediaStore(config: S3Config & { now?: () => Date }): S3MediaStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // MinIO, s3rver and most self-hosted servers have no per-bucket host names.
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: servers other than AWS do not all know the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = config.bucket
  const publicPrefix = config.publicUrl === undefined ? null : `${config.publicUrl}/`
  const now = config.now ?? (() => new Date())
  const keyOf = (path: string) =>
    mediaKeyOf(path, MEDIA_URL_PREFIX) ?? (publicPrefix === null ? null : mediaKeyOf(path, publicPrefix))

  const reader: MediaReader = {
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return objectOf(key, head, head.ContentLength ?? 0)
      } catch (err) {
        if (statusOf(err) === 404) return null
        throw err
      }
    },
    async open(key, { range, ifNoneMatch }) {
      try {
        const got = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range && `bytes=${range.start}-${range.end}`,
            IfNoneMatch: ifNoneMatch,
          }),
        )
        if (!(got.Body instanceof Readable)) throw new Error('The S3 client answered no stream')
        const total = got.ContentRange?.match(/\/(\d+)$/)?.[1]
        return {
          object: objectOf(key, got, total ? Number(total) : (got.ContentLength ?? 0)),
          body: got.Body,
        }
      } catch (err) {
        const status = statusOf(err)
        if (status === 304) return 'not-modified'
        if (status === 404) return null
        throw err
      }
    },
  }

  /** Private files live under this prefix, which MEDIA_KEY never matches: /static does not serve them. */
  const privateKey = (key: string) => `private/${key}`
  const getBytes = async (Key: string): Promise<Buffer | null> => {
    try {
      const got = await client.send(new GetObjectCommand({ Bucket, Key }))
      return got.Body ? Buffer.from(await got.Body.transformToByteArray()) : null
    } catch (err) {
      if (statusOf(err) === 404) return null
      throw err
    }
  }
  const deleteKey = async (Key: string) => {
    try {
      await client.send(new DeleteObjectCommand({ Bucket, Key }))
    } catch (err) {
      // S3 answers 204 for a missing key; some compatible servers answer 404.
      if (statusOf(err) !== 404) throw err
    }
  }

  return {
    reader,
    async read(path) {
      const key = keyOf(path)
      return key ? getBytes(key) : null
    },
    async putPrivate(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: privateKey(checkedPrivateKey(key)), Body: bytes }),
      )
    },
    async getPrivate(key) {
      return PRIVATE_KEY.test(key) ? getBytes(privateKey(key)) : null
    },
    async removePrivate(key) {
      if (PRIVATE_KEY.test(key)) await deleteKey(privateKey(key))
    },
    async save(bytes, ext) {
      const key = newMediaKey(ext, now())
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOf(key),
          CacheControl: CACHE_CONTROL,
        }),
      )
      return (publicPrefix ?? MEDIA_URL_PREFIX) + key
    },
    async saveVariant(original, width, bytes) {
      const key = keyOf(original)
      const variantKey = key === null ? null : variantPath(key, width)
      if (key === null || variantKey === null) throw new Error(`Not a stored file: ${original}`)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: variantKey,
          Body: bytes,
          ContentType: contentTypeOf(variantKey),
          CacheControl: CACHE_CONTROL,
        }),
      )
      return original.slice(0, original.length - key.length) + variantKey
    },
    async remove(path) {
      const key = keyOf(path)
      if (key) for (const each of withVariants(key)) await deleteKey(each)
    },
    async *list(): AsyncGenerator<StoredMedia> {
      let ContinuationToken: string | undefined
      do {
        // A page holds up to 1,000 keys.
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const object of page.Contents ?? []) {
          if (!object.Key || !MEDIA_KEY.test(object.Key)) continue
          yield {
            path: MEDIA_URL_PREFIX + object.Key,
            size: object.Size ?? 0,
            // Without a time the object counts as new: kept.
            modifiedAt: object.LastModified ?? new Date(),
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    close() {
      client.destroy()
    },
  }
}

function objectOf(
  key: string,
  answer: { ContentType?: string; ETag?: string; LastModified?: Date },
  size: number,
): MediaObject {
  return {
    size,
    contentType: answer.ContentType ?? contentTypeOf(key),
    etag: answer.ETag,
    lastModified: answer.LastModified,
  }
}

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
}

/** The HTTP status of an S3 error (NoSuchKey, NotFound, NotModified...), if it has one. */
function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode
}
