import { firstLinkIn, MEDIA_LIMITS } from '@agora/contract'
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert.tsx'
import { AttachButton } from '@/components/ui/attach-button.tsx'
import { Button } from '@/components/ui/button.tsx'
import { FilePreview } from '@/components/ui/file-preview.tsx'
import { ComposerLinkCard } from '@/components/ui/link-card.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { isOverLimit, PostTextField } from './post-text-field.tsx'

export interface SimpleComposerTexts {
  label: string
  placeholder: string
  submit: string
  sending: string
  addImage: string
  removeImage: string
  badType: string
  imageTooLarge: string
  failed: string
  sent: string
}

/**
 * A post's text and one optional image, in the shared post text field (280 characters): the post
 * form of a university's page and the comment composer of an event or announcement (spec 000 section
 * 2, spec 001 section 2). The text is required. `send` does the call; a success clears the form, a
 * failure shows the server's reason (or `texts.failed`) and keeps what was written.
 */
export function SimpleComposer({
  texts,
  send,
}: {
  texts: SimpleComposerTexts
  /** `linkCard` false: the author removed the card of the text's first link (issue 31). */
  send: (content: string, image: File | null, linkCard: boolean) => Promise<unknown>
}) {
  const [text, setText] = useState('')
  const [image, setImage] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  const [cardRemovedFor, setCardRemovedFor] = useState<string | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const blocked = text.trim() === '' || isOverLimit(text) || pending

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    const reason = !file.type.startsWith('image/')
      ? texts.badType
      : file.size > MEDIA_LIMITS.imageMaxBytes
        ? texts.imageTooLarge
        : null
    setProblem(reason)
    if (!reason) setImage(file)
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (blocked) return
    setPending(true)
    setFailure(null)
    try {
      await send(text, image, !(cardRemovedFor !== null && firstLinkIn(text) === cardRemovedFor))
      setText('')
      setImage(null)
      setCardRemovedFor(null)
      setProblem(null)
      setSent(true)
    } catch (error) {
      setFailure(error)
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label={texts.label}
      className="border-b border-slate-200 px-4 py-3 dark:border-slate-800"
    >
      <PostTextField
        label={texts.label}
        placeholder={texts.placeholder}
        value={text}
        onValueChange={(value) => {
          setText(value)
          setSent(false)
        }}
        maxHeight={320}
      />
      {image && <ImagePreview file={image} removeLabel={texts.removeImage} onRemove={() => setImage(null)} />}
      {!image && <ComposerLinkCard text={text} removedFor={cardRemovedFor} onRemove={setCardRemovedFor} />}
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
      {failure !== null && (
        <Alert tone="error" className="mt-3">
          {errorMessage(failure, texts.failed)}
        </Alert>
      )}
      <p role="status" className="sr-only">
        {sent ? texts.sent : ''}
      </p>
      <div className="mt-2 flex items-center justify-between">
        <AttachButton
          label={texts.addImage}
          disabled={image !== null || pending}
          onClick={() => fileRef.current?.click()}
        />
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          onChange={onPick}
          aria-label={texts.addImage}
          tabIndex={-1}
          className="hidden"
        />
        <Button type="submit" disabled={blocked} className="px-5 py-2">
          {pending ? texts.sending : texts.submit}
        </Button>
      </div>
    </form>
  )
}

function ImagePreview({
  file,
  removeLabel,
  onRemove,
}: {
  file: File
  removeLabel: string
  onRemove: () => void
}) {
  return (
    <FilePreview file={file} removeLabel={removeLabel} onRemove={onRemove} mediaClassName="max-h-[320px]" />
  )
}
