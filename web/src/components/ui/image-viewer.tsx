import { type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from './dialog.tsx'
import { Icon } from './icon.tsx'

export interface ViewerImage {
  src: string
  alt: string
}

const ROUND_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white transition hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none'

/**
 * A full-screen preview of a post's images (spec 000: the image preview modal): the arrow keys and
 * the side buttons move between them, Escape or the close button closes. Render it only while open.
 */
export function ImageViewer({
  images,
  startIndex = 0,
  onClose,
}: {
  images: readonly ViewerImage[]
  startIndex?: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), images.length - 1))
  const image = images[index]
  const many = images.length > 1
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length)

  const onKeyDown = (e: KeyboardEvent) => {
    if (!many) return
    if (e.key === 'ArrowRight') go(1)
    else if (e.key === 'ArrowLeft') go(-1)
  }

  if (!image) return null
  return (
    <Modal
      onClose={onClose}
      label={t('ui.imageViewer')}
      backdropClassName="bg-black/90"
      className="flex size-full items-center justify-center sm:size-auto"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys reach this from the buttons inside */}
      <div
        className="relative flex size-full items-center justify-center"
        onKeyDown={onKeyDown}
        onClick={(e) => {
          // On a phone the viewer fills the screen: the space around the image is the backdrop.
          if (e.target === e.currentTarget) onClose()
        }}
      >
        <img
          src={image.src}
          alt={image.alt}
          className="max-h-[100dvh] max-w-[100vw] object-contain sm:max-h-[84dvh] sm:max-w-[84vw] sm:rounded-lg"
        />
        <button
          type="button"
          onClick={onClose}
          aria-label={t('ui.close')}
          className={`${ROUND_BUTTON} fixed top-4 left-4`}
        >
          <Icon name="close" className="size-6" />
        </button>
        {many && (
          <>
            <p
              aria-live="polite"
              className="fixed top-6 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-sm font-medium text-white"
            >
              {t('ui.imageCounter', { current: index + 1, total: images.length })}
            </p>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('ui.previousImage')}
              className={`${ROUND_BUTTON} fixed top-1/2 left-4 -translate-y-1/2`}
            >
              <Icon name="back" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('ui.nextImage')}
              className={`${ROUND_BUTTON} fixed top-1/2 right-4 -translate-y-1/2`}
            >
              <Icon name="forward" className="size-6" />
            </button>
          </>
        )}
      </div>
    </Modal>
  )
}
