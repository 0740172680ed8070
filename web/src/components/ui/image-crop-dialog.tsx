import { useId, useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import {
  CROP_SHAPES,
  cropToJpeg,
  IMAGE_MESSAGES,
  type ImageKind,
  uploadErrorMessage,
} from '@/lib/image-files.ts'

/**
 * The avatar crop (square, cut as a circle) and the banner crop (3:1) of spec 001 section 5, for a
 * profile and a community alike: drag and zoom, then Apply cuts the JPEG and hands it to `upload`;
 * the dialog closes (and `onUploaded` runs) once the upload succeeded, and shows the specification's
 * message when it failed.
 */
export function ImageCropDialog({
  kind,
  src,
  title,
  round = kind === 'avatar',
  upload,
  onUploaded,
  onClose,
}: {
  kind: ImageKind
  src: string
  title: string
  /** The crop's outline: a circle (a person's avatar) or the rectangle (a community's rounded square). */
  round?: boolean
  upload: (image: Blob) => Promise<unknown>
  onUploaded: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('common')
  const zoomId = useId()
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { aspect, maxWidth } = CROP_SHAPES[kind]

  const apply = async () => {
    // Before the image has loaded (or laid out) the area is missing or empty: nothing to cut yet.
    if (!area || !(area.width >= 1 && area.height >= 1)) {
      setError(IMAGE_MESSAGES.cropFirst)
      return
    }
    setError(null)
    setBusy(true)
    try {
      let image: Blob
      try {
        image = await cropToJpeg(src, area, maxWidth)
      } catch {
        setError(IMAGE_MESSAGES.readFailed)
        return
      }
      try {
        await upload(image)
      } catch (err) {
        setError(uploadErrorMessage(err, kind))
        return
      }
      onUploaded()
      onClose()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <div className="relative h-72 overflow-hidden rounded-2xl bg-slate-900 sm:h-80">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          cropShape={round ? 'round' : 'rect'}
          showGrid={!round}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_percent, pixels) => setArea(pixels)}
        />
      </div>
      <div className="mt-4 flex items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('ui.crop.zoom')}
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.01}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          className="flex-1 accent-brand-500"
        />
      </div>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button onClick={() => void apply()} disabled={busy}>
          {busy ? t('ui.crop.uploading') : t('ui.crop.apply')}
        </Button>
      </div>
    </Dialog>
  )
}
