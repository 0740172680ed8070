import { and, asc, count, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { postMedia } from '../../db/schema/posts.ts'
import type { LightImage } from '../../platform/image-variants.ts'

/**
 * The post images that have no placeholder yet, for media:variants (issue 31): those uploaded before
 * light images. An image with its placeholder has had its copies made too (image-variants.ts).
 */
const unprocessed = and(eq(postMedia.kind, 'image'), isNull(postMedia.placeholder))

export async function countImagesWithoutPlaceholder(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(postMedia).where(unprocessed)
  return row?.n ?? 0
}

/** The next `limit` of them after the id `after`, by id. */
export function listImagesWithoutPlaceholder(
  db: Executor,
  after: number,
  limit: number,
): Promise<{ id: number; filePath: string }[]> {
  return db
    .select({ id: postMedia.id, filePath: postMedia.filePath })
    .from(postMedia)
    .where(and(unprocessed, gt(postMedia.id, after)))
    .orderBy(asc(postMedia.id))
    .limit(limit)
}

export async function setLightImage(db: Executor, id: number, image: LightImage): Promise<void> {
  await db
    .update(postMedia)
    .set({ variantWidths: image.variantWidths, placeholder: image.placeholder })
    .where(eq(postMedia.id, id))
}
