import { HttpError } from '../../platform/errors.ts'
import { parsePageMetadata } from '../../platform/link-preview/parse.ts'
import type { FetchRefusal } from '../../platform/link-preview/safe-fetch.ts'
import { encodeProfileImage, type ProfileImage } from '../../platform/profile-images.ts'
import type { ServiceContext } from '../../platform/service-context.ts'

/**
 * Reading a page into a card (issue 31): the page through the app's link fetcher (platform/link-preview:
 * public addresses only, 5 s, 1 MiB, HTML only), its fields as plain text, and its image fetched the same
 * way and re-encoded in the image queue as an avatar is: decoded from its bytes, the first frame, upright,
 * without metadata, fitted in CARD_IMAGE_BOX, written anew as JPEG (WebP with transparency). The page's
 * own image bytes are never stored or served.
 */

/** The box a card's image is fitted in: twice the width a card is shown at, never enlarged. */
export const CARD_IMAGE_BOX = { width: 1200, height: 1200 } as const

/** Why a page has no card: the fetcher's refusal, or a page without a title to show. */
export type CardRefusal = FetchRefusal | 'no_title'

export type ReadPage =
  | { ok: false; refusal: CardRefusal; finalUrl: string | null }
  | {
      ok: true
      finalUrl: string
      title: string
      description: string | null
      siteName: string | null
      image: ProfileImage | null
    }

export async function readPage(ctx: ServiceContext, url: string): Promise<ReadPage> {
  const page = await ctx.linkFetcher.page(url)
  if (!page.ok) return { ok: false, refusal: page.reason, finalUrl: null }
  const meta = parsePageMetadata(page.html, page.finalUrl)
  if (!meta.title) return { ok: false, refusal: 'no_title', finalUrl: page.finalUrl }
  return {
    ok: true,
    finalUrl: page.finalUrl,
    title: meta.title,
    description: meta.description,
    siteName: meta.siteName,
    image: meta.imageUrl ? await readImage(ctx, meta.imageUrl) : null,
  }
}

/** The card's image re-encoded, or null: an image that cannot be fetched or decoded leaves the card without one. */
async function readImage(ctx: ServiceContext, url: string): Promise<ProfileImage | null> {
  const fetched = await ctx.linkFetcher.image(url)
  if (!fetched.ok) return null
  try {
    return await encodeProfileImage(Buffer.from(fetched.bytes), CARD_IMAGE_BOX)
  } catch (err) {
    // Undecodable bytes (415), or the image queue full (503): the card goes without its image.
    if (err instanceof HttpError) return null
    throw err
  }
}
