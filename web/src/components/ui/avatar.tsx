import { useState } from 'react'

const SIZES = { sm: 'size-8 text-sm', md: 'size-10 text-base', lg: 'size-16 text-2xl' } as const
/** The rendered side in px, given to <img> so that the row does not move when the picture arrives. */
const PIXELS = { sm: 32, md: 40, lg: 64 } as const

/**
 * A round avatar: the picture, or the name's first letter when there is none or it fails to load.
 * Decorative (alt ''): the name is always written next to it or carried by the control around it.
 * Lazy: in a long list most avatars are below the fold.
 */
export function Avatar({
  src,
  name,
  size = 'md',
  className = '',
}: {
  src?: string | null
  name: string
  size?: keyof typeof SIZES
  className?: string
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const base = `${SIZES[size]} shrink-0 rounded-full ${className}`
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        width={PIXELS[size]}
        height={PIXELS[size]}
        className={`${base} object-cover`}
        onError={() => setFailedSrc(src)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${base} inline-flex items-center justify-center bg-brand-500 font-semibold text-white select-none`}
    >
      {initial(name)}
    </span>
  )
}

function initial(name: string): string {
  const first = Array.from(name.trim())[0]
  return first ? first.toLocaleUpperCase() : '?'
}
