import { MEDIA_LIMITS } from '@agora/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { AltButton } from '@/entities/post/components/alt-text-dialog.tsx'

/** The composer's file picker: images, mp4 and quicktime video (spec 000 section 5). */
export const MEDIA_ACCEPT = 'image/*,video/mp4,video/quicktime'
const VIDEO_TYPES = ['video/mp4', 'video/quicktime']

export type MediaProblem = 'badType' | 'imageTooLarge' | 'videoTooLarge'

/**
 * Catches what the server would refuse before a long upload. The server still decides by the bytes;
 * this only reads the browser's idea of the type and the size.
 */
export function mediaProblem(file: File): MediaProblem | null {
  if (VIDEO_TYPES.includes(file.type)) return file.size > MEDIA_LIMITS.videoMaxBytes ? 'videoTooLarge' : null
  if (file.type.startsWith('image/')) return file.size > MEDIA_LIMITS.imageMaxBytes ? 'imageTooLarge' : null
  return 'badType'
}

function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}

/** The attached image or video, with a button that removes it and, on an image, the Alt button. */
export function MediaPreview({
  file,
  onRemove,
  alt,
}: {
  file: File
  onRemove: () => void
  alt?: { value: string; onChange: (text: string) => void }
}) {
  const { t } = useTranslation('home')
  const url = useObjectUrl(file)
  const video = VIDEO_TYPES.includes(file.type)
  return (
    <figure
      aria-label={t('composer.mediaPreview')}
      className="relative mt-3 overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900"
    >
      {url &&
        (video ? (
          // biome-ignore lint/a11y/useMediaCaption: the author's own video before posting has no captions yet
          <video src={url} controls className="max-h-[420px] w-full bg-black object-contain" />
        ) : (
          <img src={url} alt={file.name} className="max-h-[420px] w-full object-cover" />
        ))}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('composer.removeMedia')}
        title={t('composer.removeMedia')}
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-slate-950/75 text-white backdrop-blur transition hover:bg-slate-950/90 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        <Icon name="close" className="size-5" />
      </button>
      {alt && !video && <AltButton number={1} value={alt.value} onChange={alt.onChange} />}
    </figure>
  )
}
