import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import type { S3Config } from '../src/config.ts'

export interface TestS3 {
  /** S3_* settings of a fresh bucket on the server, as loadConfig would make them. */
  config: S3Config
  /** The same as environment variables, for loadConfig or a server process. */
  env: Record<string, string>
  close(): Promise<void>
}

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 at a free port, its objects in a temporary folder,
 * with one bucket made through the protocol as an operator would.
 */
export async function startTestS3(bucket = 'agora-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'agora-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const { port } = await server.run()
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    // s3rver's one account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: undefined,
  }
  const admin = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  })
  await admin.send(new CreateBucketCommand({ Bucket: bucket }))
  admin.destroy()
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint!,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
