import type { PostImage } from '@agora/contract'
import { useMemo, useState } from 'react'
import { thumbHashToDataURL } from 'thumbhash'
import { mediaUrl } from '@/lib/media-url.ts'

/**
 * The widths an image takes in the layout, for `sizes`: the feed column is at most 600 px with 16 px
 * of padding on each side (its cards give less, behind the avatar: the browser then takes a copy a
 * little wider than needed, never a blurry one). Two images share a row.
 */
const SIZES = {
  whole: '(max-width: 600px) calc(100vw - 2rem), 568px',
  half: '(max-width: 600px) calc(50vw - 1rem), 284px',
} as const

/** The candidates of `srcset`: the narrower copies, then the original at its own width. */
export function imageSrcSet(image: PostImage, src: string): string | undefined {
  const copies = image.variants.flatMap((v) => {
    const url = mediaUrl(v.file_path)
    return url ? [`${url} ${v.width}w`] : []
  })
  if (copies.length === 0) return undefined
  return [...copies, ...(image.width ? [`${src} ${image.width}w`] : [])].join(', ')
}

/** The image's ThumbHash as a small PNG data URL; null when it has none or it does not decode. */
export function placeholderUrl(hash: string | null): string | null {
  if (!hash) return null
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(hash), (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
}

/**
 * One image of a post (issue 31): the browser picks the narrowest copy of `srcset` that fills its box
 * at the screen's density, and the blurred colours of its placeholder fill the box until it has
 * loaded (then they go, so that nothing shows through a transparent picture).
 */
export function PostImageView({
  image,
  src,
  alt,
  half,
  className,
}: {
  image: PostImage
  src: string
  alt: string
  half: boolean
  className: string
}) {
  const placeholder = useMemo(() => placeholderUrl(image.placeholder), [image.placeholder])
  const [loaded, setLoaded] = useState(false)
  const srcSet = imageSrcSet(image, src)
  const waiting = placeholder !== null && !loaded
  return (
    <img
      // A cached image may have loaded before React attached onLoad.
      ref={(img) => {
        if (img?.complete && img.naturalWidth > 0) setLoaded(true)
      }}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? SIZES[half ? 'half' : 'whole'] : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      onLoad={() => setLoaded(true)}
      data-placeholder={waiting ? '' : undefined}
      style={waiting ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' } : undefined}
      className={`bg-center ${className}`}
    />
  )
}
