import { LIMITS } from '@agora/contract'
import { FIXED_TEXTS } from './fixed-texts.ts'

/** The banner types of spec 000 section 5: jpeg, jpg, png, gif and webp. */
const BANNER_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']
export const BANNER_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp'

/**
 * What is wrong with a picked banner before it is sent (spec 000 section 5), or null: a file that is
 * no image at all gets the translated image-type message (`notImage`); an image over 10 MB or of
 * another format gets the specification's Turkish message. The server still decides by the bytes.
 */
export function bannerProblem(file: File): { fixed: string } | 'notImage' | null {
  if (!file.type.startsWith('image/')) return 'notImage'
  if (file.size > LIMITS.bannerMaxBytes) return { fixed: FIXED_TEXTS.bannerTooLarge }
  if (!BANNER_TYPES.includes(file.type)) return { fixed: FIXED_TEXTS.bannerBadType }
  return null
}
