import { MEDIA_LIMITS } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { FilePreview } from '@/components/ui/file-preview.tsx'
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
  const video = VIDEO_TYPES.includes(file.type)
  return (
    <FilePreview
      file={file}
      video={video}
      label={t('composer.mediaPreview')}
      removeLabel={t('composer.removeMedia')}
      onRemove={onRemove}
      mediaClassName="max-h-[420px]"
    >
      {alt && !video && <AltButton number={1} value={alt.value} onChange={alt.onChange} />}
    </FilePreview>
  )
}
