import type { ReactNode } from 'react'
import { useFilePreview } from '@/lib/use-file-preview.ts'
import { Icon } from './icon.tsx'

/**
 * A picked image or video shown before it is sent, with a button that removes it (the composers of
 * Home, the university page and the comments). `children` sits over the preview (the Alt button).
 */
export function FilePreview({
  file,
  video = false,
  label,
  removeLabel,
  onRemove,
  mediaClassName,
  children,
}: {
  file: File
  video?: boolean
  /** The figure's accessible name, when it has one. */
  label?: string
  removeLabel: string
  onRemove: () => void
  /** The size of the image or video, e.g. its largest height. */
  mediaClassName: string
  children?: ReactNode
}) {
  const url = useFilePreview(file)
  return (
    <figure
      aria-label={label}
      className="relative mt-3 overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900"
    >
      {url &&
        (video ? (
          // biome-ignore lint/a11y/useMediaCaption: the author's own video before posting has no captions yet
          <video src={url} controls className={`${mediaClassName} w-full bg-black object-contain`} />
        ) : (
          <img src={url} alt={file.name} className={`${mediaClassName} w-full object-cover`} />
        ))}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        title={removeLabel}
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-slate-950/75 text-white backdrop-blur transition hover:bg-slate-950/90 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        <Icon name="close" className="size-5" />
      </button>
      {children}
    </figure>
  )
}
