import { MEDIA_LIMITS } from '@agora/contract'
import { type ChangeEvent, type FormEvent, type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { AttachButton } from '@/components/ui/attach-button.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { ComposerLinkCard } from '@/components/ui/link-card.tsx'
import { AltButton } from '@/entities/post/components/alt-text-dialog.tsx'
import { WarningField, WarningToggle } from '@/entities/post/components/composer-controls.tsx'
import { isOverLimit, PostTextField } from '@/entities/post/components/post-text-field.tsx'
import { usePostControls } from '@/entities/post/lib/post-controls.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { useFilePreview } from '@/lib/use-file-preview.ts'
import { useCreateReply } from '../api/create-reply.ts'

type ImageProblem = 'tooManyImages' | 'badType' | 'imageTooLarge'

/**
 * The reply composer of the post page (spec 001 sections 2 and 5): text, required, plus up to four
 * optional images. A sent reply clears it; the thread and the count refresh.
 */
export function ReplyComposer({ postId, threadId }: { postId: number; threadId: number }) {
  const { t } = useTranslation('postPage')
  const reply = useCreateReply(threadId)
  const controls = usePostControls()
  const [text, setText] = useState('')
  const [images, setImages] = useState<File[]>([])
  const [problem, setProblem] = useState<ImageProblem | null>(null)
  const [sent, setSent] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  const blocked = text.trim() === '' || isOverLimit(text) || !controls.valid || reply.isPending

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? [])
    e.target.value = ''
    const problemOf = (file: File): ImageProblem | null =>
      !file.type.startsWith('image/')
        ? 'badType'
        : file.size > MEDIA_LIMITS.imageMaxBytes
          ? 'imageTooLarge'
          : null
    const bad = picked.map(problemOf).find((p) => p !== null) ?? null
    const room = MEDIA_LIMITS.imagesPerPost - images.length
    setProblem(bad ?? (picked.length > room ? 'tooManyImages' : null))
    if (bad) return
    setImages([...images, ...picked.slice(0, room)])
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (blocked) return
    reply.mutate(
      { postId, content: text, images, controls: controls.values() },
      {
        onSuccess: () => {
          setText('')
          setImages([])
          controls.reset()
          setProblem(null)
          setSent(true)
        },
      },
    )
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t('reply.label')}
      className="border-b border-slate-200 px-4 py-3 dark:border-slate-800"
    >
      <WarningField controls={controls} />
      <PostTextField
        label={t('reply.label')}
        placeholder={t('reply.placeholder')}
        value={text}
        onValueChange={(value) => {
          setText(value)
          setSent(false)
        }}
        maxHeight={320}
      />
      {images.length > 0 && (
        <ul aria-label={t('reply.attached')} className="mt-3 grid grid-cols-4 gap-2">
          {images.map((file, i) => (
            <ImageThumb
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              removeLabel={t('reply.removeImage', { number: i + 1 })}
              onRemove={() => {
                setImages(images.filter((_, j) => j !== i))
                controls.removeImage(i)
              }}
            >
              <AltButton
                number={i + 1}
                value={controls.altTexts[i] ?? ''}
                onChange={(alt) => controls.setAltText(i, alt)}
              />
            </ImageThumb>
          ))}
        </ul>
      )}
      {images.length === 0 && (
        <ComposerLinkCard text={text} removedFor={controls.cardRemovedFor} onRemove={controls.removeCard} />
      )}
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400">
          {t(`reply.${problem}`)}
        </p>
      )}
      {reply.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(reply.error, t('reply.failed'))}
        </Alert>
      )}
      <p role="status" className="sr-only">
        {sent ? t('reply.sent') : ''}
      </p>
      <div className="mt-2 flex items-center justify-between">
        <div className="flex items-center gap-1">
          <AttachButton
            label={t('reply.addImages')}
            disabled={images.length >= MEDIA_LIMITS.imagesPerPost || reply.isPending}
            onClick={() => fileRef.current?.click()}
          />
          <WarningToggle controls={controls} disabled={reply.isPending} />
        </div>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          multiple
          onChange={onPick}
          aria-label={t('reply.addImages')}
          tabIndex={-1}
          className="hidden"
        />
        <Button type="submit" disabled={blocked} className="px-5 py-2">
          {reply.isPending ? t('reply.sending') : t('reply.submit')}
        </Button>
      </div>
    </form>
  )
}

function ImageThumb({
  file,
  removeLabel,
  onRemove,
  children,
}: {
  file: File
  removeLabel: string
  onRemove: () => void
  children?: ReactNode
}) {
  const url = useFilePreview(file)
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
      {url && <img src={url} alt={file.name} className="size-full object-cover" />}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-slate-950/75 text-white transition hover:bg-slate-950/90 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        <Icon name="close" className="size-4" />
      </button>
      {children}
    </li>
  )
}
