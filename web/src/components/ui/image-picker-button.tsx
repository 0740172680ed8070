import { type ChangeEvent, useRef } from 'react'
import { Icon } from '@/components/ui/icon.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { IMAGE_MESSAGES, type ImageKind, imageFileProblem, readAsDataUrl } from '@/lib/image-files.ts'

/**
 * A round camera button over an avatar or a banner one may change (one's own profile, a community's
 * page for its staff): it opens the file chooser, checks the file (spec 001 section 5, with the
 * specification's messages) and hands the image to the crop dialog.
 */
export function ImagePickerButton({
  kind,
  label,
  fileLabel,
  onPicked,
  maxBytes,
  className = '',
}: {
  kind: ImageKind
  label: string
  fileLabel: string
  onPicked: (src: string) => void
  /** The largest file to accept; imageFileProblem's default for the kind when absent. */
  maxBytes?: number
  className?: string
}) {
  const toast = useToast()
  const inputRef = useRef<HTMLInputElement>(null)

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    // Choosing the same file again after a cancel must fire change again.
    e.target.value = ''
    if (!file) return
    const problem = imageFileProblem(file, kind, maxBytes)
    if (problem) {
      toast.error(problem)
      return
    }
    try {
      onPicked(await readAsDataUrl(file))
    } catch {
      toast.error(IMAGE_MESSAGES.readFailed)
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        aria-label={label}
        title={label}
        className={`inline-flex size-10 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm transition hover:bg-black/70 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none ${className}`}
      >
        <Icon name="camera" className="size-5" />
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label={fileLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => void onChange(e)}
      />
    </>
  )
}
