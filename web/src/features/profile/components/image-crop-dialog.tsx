import { useId, useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { type ProfileImageKind, useUploadProfileImage } from '../api/upload-profile-image.ts'
import { CROP_SHAPES, cropToJpeg, IMAGE_MESSAGES, uploadErrorMessage } from '../lib/image-files.ts'

/**
 * The avatar crop (square, cut as a circle) and the banner crop (3:1) of spec 001 section 5: drag and
 * zoom, then Apply cuts the JPEG and uploads it; the dialog closes once the upload succeeded.
 */
export function ImageCropDialog({
  kind,
  src,
  onClose,
}: {
  kind: ProfileImageKind
  src: string
  onClose: () => void
}) {
  const { t } = useTranslation('profile')
  const toast = useToast()
  const zoomId = useId()
  const upload = useUploadProfileImage(kind)
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [cutting, setCutting] = useState(false)
  const { aspect, shape, maxWidth } = CROP_SHAPES[kind]
  const busy = cutting || upload.isPending

  const apply = async () => {
    // Before the image has loaded (or laid out) the area is missing or empty: nothing to cut yet.
    if (!area || !(area.width >= 1 && area.height >= 1)) {
      setError(IMAGE_MESSAGES.cropFirst)
      return
    }
    setError(null)
    setCutting(true)
    let image: Blob
    try {
      image = await cropToJpeg(src, area, maxWidth)
    } catch {
      setError(IMAGE_MESSAGES.readFailed)
      return
    } finally {
      setCutting(false)
    }
    upload.mutate(image, {
      onSuccess: () => {
        toast.success(t(kind === 'avatar' ? 'crop.avatarSaved' : 'crop.bannerSaved'))
        onClose()
      },
      onError: (err) => setError(uploadErrorMessage(err, kind)),
    })
  }

  return (
    <Dialog title={t(kind === 'avatar' ? 'crop.avatarTitle' : 'crop.bannerTitle')} onClose={onClose}>
      <div className="relative h-72 overflow-hidden rounded-2xl bg-slate-900 sm:h-80">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          cropShape={shape}
          showGrid={shape === 'rect'}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_percent, pixels) => setArea(pixels)}
        />
      </div>
      <div className="mt-4 flex items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('crop.zoom')}
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
          {t('crop.cancel')}
        </Button>
        <Button onClick={() => void apply()} disabled={busy}>
          {busy ? t('crop.uploading') : t('crop.apply')}
        </Button>
      </div>
    </Dialog>
  )
}
