import type { PostImage, PostVideo } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { ImageViewer } from '@/components/ui/image-viewer.tsx'
import { mediaUrl } from '@/lib/media-url.ts'
import { AltBadge } from './image-alt-badge.tsx'
import { PostImageView } from './post-image.tsx'

/** Grid placement for 1 to 4 images, in the X and Bluesky pattern. */
function cellClass(count: number, index: number): string {
  if (count === 1) return ''
  if (count === 3 && index === 0) return 'row-span-2'
  return ''
}

const FRAME = 'overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800'

/**
 * A post's images (a grid of up to 4; a click opens the preview) or its video. In an embed, which
 * is itself a link, `interactive` is false: the images are shown and the video is only a poster.
 */
export function PostMedia({
  images,
  video,
  interactive = true,
  compact = false,
}: {
  images: readonly PostImage[]
  video: PostVideo | null
  interactive?: boolean
  compact?: boolean
}) {
  const { t } = useTranslation('post')
  const [viewing, setViewing] = useState<number | null>(null)
  const videoSrc = mediaUrl(video?.file_path)
  if (videoSrc) {
    if (!interactive) {
      return (
        <div className={`${FRAME} flex aspect-video items-center justify-center bg-slate-900 text-white`}>
          <Icon name="play" className="size-8" />
          <span className="sr-only">{t('media.video')}</span>
        </div>
      )
    }
    return (
      // The uploader's video has no caption track to offer.
      // biome-ignore lint/a11y/useMediaCaption: see above
      <video
        src={videoSrc}
        controls
        preload="metadata"
        playsInline
        className={`${FRAME} max-h-[32rem] w-full bg-black`}
      />
    )
  }

  const shown = images.slice(0, 4).flatMap((image) => {
    const src = mediaUrl(image.file_path)
    return src ? [{ image, src }] : []
  })
  if (shown.length === 0) return null
  const total = shown.length
  const single = total === 1
  const grid = single ? '' : `grid grid-cols-2 gap-0.5 ${compact ? 'aspect-[2/1]' : 'aspect-video'}`
  // The author's description when there is one (issue 16); the numbered name otherwise, as before.
  const alt = (i: number) => shown[i]?.image.alt_text || t('media.image', { current: i + 1, total })

  return (
    <>
      <div className={`${FRAME} ${grid}`}>
        {shown.map(({ image, src }, i) => {
          const img = (
            <PostImageView
              image={image}
              src={src}
              alt={alt(i)}
              half={!single}
              className={
                single
                  ? `w-full object-cover ${compact ? 'max-h-48' : 'max-h-[32rem]'}`
                  : 'size-full object-cover'
              }
            />
          )
          const description = image.alt_text
          const badge = description ? <AltBadge text={description} number={i + 1} /> : null
          if (!interactive) {
            return (
              <div key={image.id} className={`min-h-0 ${cellClass(total, i)}`}>
                {img}
              </div>
            )
          }
          return (
            <div key={image.id} className={`relative min-h-0 ${cellClass(total, i)}`}>
              <button
                type="button"
                onClick={() => setViewing(i)}
                aria-label={t('media.open', { current: i + 1, total })}
                className="block size-full cursor-zoom-in transition hover:brightness-95 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset"
              >
                {img}
              </button>
              {badge}
            </div>
          )
        })}
      </div>
      {viewing !== null && (
        <ImageViewer
          images={shown.map(({ src }, i) => ({ src, alt: alt(i) }))}
          startIndex={viewing}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  )
}
