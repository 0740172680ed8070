import type { PostImage } from '@agora/contract'
import type { FormEvent } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useEditPost } from '@/entities/post/api/edit-post.ts'
import { AltButton } from '@/entities/post/components/alt-text-dialog.tsx'
import { WarningField, WarningToggle } from '@/entities/post/components/composer-controls.tsx'
import { isOverLimit, PostTextField } from '@/entities/post/components/post-text-field.tsx'
import { usePostControls } from '@/entities/post/lib/post-controls.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { mediaUrl } from '@/lib/media-url.ts'

/**
 * The post page's edit mode (?edit=true, spec 001 sections 2 and 4): the text with save and cancel.
 * Only the text changes (PUT /posts/{id} {content}); the first image is shown for context. A saved
 * edit updates every cached copy of the post and leaves edit mode.
 */
export function EditPostForm({
  postId,
  initialContent,
  image,
  hasMedia,
  initialWarning,
  images = [],
  onDone,
}: {
  postId: number
  initialContent: string
  /** Issue 16: the post's content warning, which the edit may change or remove. */
  initialWarning: string | null
  /** The post's images, whose alt text the edit may change (issue 16). */
  images?: readonly PostImage[]
  image: string | null
  hasMedia: boolean
  onDone: () => void
}) {
  const { t } = useTranslation('postPage')
  const edit = useEditPost()
  const [content, setContent] = useState(initialContent)
  const controls = usePostControls(initialWarning)
  const [alts, setAlts] = useState(() => images.map((image) => image.alt_text ?? ''))
  // Like a new post, an edit may leave the text empty only when the post carries media.
  const blocked =
    (content.trim() === '' && !hasMedia) || isOverLimit(content) || !controls.valid || edit.isPending

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (blocked) return
    const warning = controls.values().contentWarning?.trim() || null
    // Only a changed warning is sent: an edit of the text alone leaves it as it is.
    const contentWarning = warning === initialWarning ? undefined : warning
    const altTexts = images.flatMap((image, i) =>
      (alts[i] ?? '') === (image.alt_text ?? '') ? [] : [{ id: image.id, alt_text: alts[i] ?? '' }],
    )
    edit.mutate({ postId, content, contentWarning, altTexts }, { onSuccess: onDone })
  }

  const src = mediaUrl(image)
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="edit-post-heading"
      className="border-b border-slate-200 px-4 py-4 dark:border-slate-800"
    >
      <h2 id="edit-post-heading" className="mb-3 text-lg font-bold">
        {t('edit.heading')}
      </h2>
      <WarningField controls={controls} />
      <PostTextField
        label={t('edit.label')}
        value={content}
        onValueChange={setContent}
        maxHeight={720}
        autoFocus
      />
      {images.length > 0 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2">
          {images.map((image, i) => (
            <li
              key={image.id}
              className="relative aspect-square overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800"
            >
              {/* A thumbnail: the narrowest copy (issue 31), or the original of an image without copies. */}
              <img
                src={mediaUrl(image.variants[0]?.file_path ?? image.file_path) ?? undefined}
                alt=""
                className="size-full object-cover"
              />
              <AltButton
                number={i + 1}
                value={alts[i] ?? ''}
                onChange={(text) => setAlts(alts.map((alt, j) => (j === i ? text : alt)))}
              />
            </li>
          ))}
        </ul>
      ) : (
        src && (
          <img
            src={src}
            alt=""
            className="mt-3 max-h-72 w-full rounded-2xl border border-slate-200 object-cover dark:border-slate-800"
          />
        )
      )}
      {hasMedia && <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('edit.mediaKept')}</p>}
      {edit.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(edit.error, t('edit.failed'))}
        </Alert>
      )}
      <div className="mt-4 flex items-center justify-end gap-3">
        <span className="mr-auto">
          <WarningToggle controls={controls} disabled={edit.isPending} />
        </span>
        <Button variant="secondary" onClick={onDone} disabled={edit.isPending} className="px-5 py-2">
          {t('edit.cancel')}
        </Button>
        <Button type="submit" disabled={blocked} className="px-5 py-2">
          {edit.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  )
}
