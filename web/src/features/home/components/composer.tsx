import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { AttachButton } from '@/components/ui/attach-button.tsx'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ComposerLinkCard } from '@/components/ui/link-card.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import {
  ReplyPolicySelect,
  WarningField,
  WarningToggle,
} from '@/entities/post/components/composer-controls.tsx'
import { PollEditor, PollToggle } from '@/entities/post/components/poll-editor.tsx'
import { isOverLimit, PostTextField } from '@/entities/post/components/post-text-field.tsx'
import { usePollDraft } from '@/entities/post/lib/poll-draft.ts'
import { usePostControls } from '@/entities/post/lib/post-controls.ts'
import { displayName } from '@/lib/display-name.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { useCurrentUser } from '@/lib/session.ts'
import { useCreatePost } from '../api/create-post.ts'
import { useHashtagSuggestions } from '../api/get-hashtag-suggestions.ts'
import { MEDIA_ACCEPT, MediaPreview, type MediaProblem, mediaProblem } from './composer-media.tsx'
import { HashtagSuggestions, optionId } from './hashtag-suggestions.tsx'
import { hashtagAtCaret, insertHashtag } from './hashtag-text.ts'
import { postErrorLines } from './post-error.ts'

/** Spec 000 section 9: the composer's textarea grows up to 720 px, then scrolls. */
const MAX_HEIGHT = 720

/**
 * The Home composer (spec 000 sections 2, 4 and 5): text and one image or video in the shared post
 * text field (280 characters, its counter and over-limit message), hashtag suggestions while '#word'
 * is typed, and the server's errors. A successful post clears it and refreshes the feeds.
 */
export function Composer() {
  const { t } = useTranslation('home')
  const { data: me } = useCurrentUser()
  const create = useCreatePost()
  const controls = usePostControls()
  const poll = usePollDraft()
  const [text, setText] = useState('')
  const [media, setMedia] = useState<File | null>(null)
  const [problem, setProblem] = useState<MediaProblem | null>(null)
  const [expanded, setExpanded] = useState(false)
  const [focused, setFocused] = useState(false)
  const [caret, setCaret] = useState(0)
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const toast = useToast()
  const textRef = useRef<HTMLTextAreaElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const caretAfterRender = useRef<number | null>(null)
  const id = useId()
  const listId = `${id}-hashtags`
  const noteId = `${id}-note`

  const over = isOverLimit(text)
  const empty = text.trim() === '' && media === null
  const tag = focused ? hashtagAtCaret(text, caret) : null
  const query = tag && tag.query !== dismissed ? tag.query : null
  const suggestions = useHashtagSuggestions(query)
  const items = query ? (suggestions.data ?? []) : []
  const listOpen = items.length > 0
  const activeIndex = Math.min(active, items.length - 1)

  // A chosen hashtag puts the caret after it; the field itself places the caret after a cut edit.
  useLayoutEffect(() => {
    const el = textRef.current
    if (!el || caretAfterRender.current === null) return
    el.setSelectionRange(caretAfterRender.current, caretAfterRender.current)
    caretAfterRender.current = null
  })

  const edit = (value: string, at: number, placeCaret: boolean) => {
    setText(value)
    setCaret(at)
    setActive(0)
    if (placeCaret) caretAfterRender.current = at
  }

  const choose = (name: string) => {
    if (!tag) return
    // The suggestion goes in whole even past the limit: the over-limit message then says what to cut.
    const next = insertHashtag(text, tag, name)
    edit(next.value, next.caret, true)
    textRef.current?.focus()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!listOpen || !tag) return
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((activeIndex + step + items.length) % items.length)
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      const item = items[activeIndex]
      if (!item) return
      e.preventDefault()
      choose(item.name)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      setDismissed(tag.query)
    }
  }

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    // Cleared so that picking the same file again after removing it still fires a change.
    e.target.value = ''
    if (!file) return
    const reason = mediaProblem(file)
    setProblem(reason)
    if (reason) return
    setMedia(file)
    setExpanded(true)
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (over || empty || !controls.valid || !poll.valid || create.isPending) return
    create.mutate(
      { content: text, media, controls: controls.values(), poll: poll.value() },
      {
        onSuccess: () => {
          setText('')
          setMedia(null)
          setProblem(null)
          setExpanded(false)
          controls.reset()
          poll.reset()
          // Seen and heard: the post is on top of the feed below, and the toast (a live region) says it went.
          toast.success(t('composer.posted'))
        },
      },
    )
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t('composer.label')}
      className="border-b border-slate-200 px-4 pt-3 pb-2 dark:border-slate-800"
    >
      <div className="flex gap-3">
        <Avatar src={mediaUrl(me?.avatar_url)} name={me ? displayName(me) : ''} className="mt-1" />
        <div className="min-w-0 flex-1">
          <WarningField controls={controls} />
          <div className="relative">
            <PostTextField
              ref={textRef}
              look="bare"
              label={t('composer.label')}
              value={text}
              rows={expanded ? 3 : 1}
              maxHeight={MAX_HEIGHT}
              placeholder={t('composer.placeholder')}
              onValueChange={(value, at) => edit(value, at, false)}
              onKeyDown={onKeyDown}
              onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
              onFocus={() => {
                setFocused(true)
                setExpanded(true)
              }}
              onBlur={() => setFocused(false)}
              describedBy={problem ? noteId : undefined}
              aria-autocomplete="list"
              aria-controls={listOpen ? listId : undefined}
              aria-activedescendant={listOpen ? optionId(listId, activeIndex) : undefined}
            />
            {listOpen && (
              <HashtagSuggestions
                id={listId}
                items={items}
                active={activeIndex}
                onChoose={choose}
                onHover={setActive}
              />
            )}
          </div>
          {media && (
            <MediaPreview
              file={media}
              onRemove={() => {
                setMedia(null)
                controls.removeImage(0)
              }}
              alt={{ value: controls.altTexts[0] ?? '', onChange: (text) => controls.setAltText(0, text) }}
            />
          )}
          <PollEditor poll={poll} />
          {!media && !poll.open && (
            <ComposerLinkCard
              text={text}
              removedFor={controls.cardRemovedFor}
              onRemove={controls.removeCard}
            />
          )}
          {problem && (
            <p id={noteId} role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400">
              {t(`composer.${problem}`)}
            </p>
          )}
          {create.isError && (
            <Alert tone="error" className="mt-3">
              {postErrorLines(create.error, t('composer.failed')).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </Alert>
          )}
          {expanded && (
            // Its own row, as Bluesky's: the choice reads in full on a phone.
            <div className="mt-2 -ml-2">
              <ReplyPolicySelect
                value={controls.replyPolicy}
                onChange={controls.setReplyPolicy}
                disabled={create.isPending}
              />
            </div>
          )}
          <div
            className={`mt-2 flex items-center justify-between gap-3 ${
              expanded ? 'border-t border-slate-200 pt-2 dark:border-slate-800' : ''
            }`}
          >
            <div className="flex min-w-0 items-center gap-1">
              <AttachButton
                label={t('composer.addMedia')}
                disabled={media !== null || poll.open || create.isPending}
                onClick={() => fileRef.current?.click()}
              />
              <PollToggle poll={poll} disabled={media !== null || create.isPending} />
              <WarningToggle
                controls={controls}
                disabled={create.isPending}
                onToggle={() => setExpanded(true)}
              />
            </div>
            <input
              ref={fileRef}
              type="file"
              accept={MEDIA_ACCEPT}
              onChange={onPick}
              aria-label={t('composer.addMedia')}
              tabIndex={-1}
              className="hidden"
            />
            <div className="flex items-center gap-3">
              <Button
                type="submit"
                disabled={empty || over || !controls.valid || !poll.valid || create.isPending}
                className="px-5 py-2"
              >
                {create.isPending ? t('composer.posting') : t('composer.submit')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </form>
  )
}
