import { LIMITS } from '@agora/contract'
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
import { displayName } from '@/lib/display-name.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { useCurrentUser } from '@/lib/session.ts'
import { clampEdit, codePointLength } from '@/lib/text-limit.ts'
import { useCreatePost } from '../api/create-post.ts'
import { useHashtagSuggestions } from '../api/get-hashtag-suggestions.ts'
import { MEDIA_ACCEPT, MediaPreview, type MediaProblem, mediaProblem } from './composer-media.tsx'
import { HashtagSuggestions, optionId } from './hashtag-suggestions.tsx'
import { hashtagAtCaret, insertHashtag } from './hashtag-text.ts'
import { postErrorLines } from './post-error.ts'

const MAX = LIMITS.postMaxLength
/** Spec 000 section 9: the composer's textarea grows up to 720 px, then scrolls. */
const MAX_HEIGHT = 720
/** The counter turns amber this close to the limit, as on other microblogs. */
const WARN_AT = MAX - 20

/**
 * The Home composer (spec 000 sections 2, 4 and 5): text and one image or video, 280 characters with
 * typing beyond blocked and pastes cut, a live counter, hashtag suggestions while '#word' is typed,
 * and the server's errors. A successful post clears it and refreshes the feeds.
 */
export function Composer() {
  const { t } = useTranslation('home')
  const { data: me } = useCurrentUser()
  const create = useCreatePost()
  const [text, setText] = useState('')
  const [media, setMedia] = useState<File | null>(null)
  const [problem, setProblem] = useState<MediaProblem | null>(null)
  const [expanded, setExpanded] = useState(false)
  const [focused, setFocused] = useState(false)
  const [caret, setCaret] = useState(0)
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const caretAfterRender = useRef<number | null>(null)
  const id = useId()
  const listId = `${id}-hashtags`
  const noteId = `${id}-note`

  const count = codePointLength(text)
  const over = count > MAX
  const empty = text.trim() === '' && media === null
  const tag = focused ? hashtagAtCaret(text, caret) : null
  const query = tag && tag.query !== dismissed ? tag.query : null
  const suggestions = useHashtagSuggestions(query)
  const items = query ? (suggestions.data ?? []) : []
  const listOpen = items.length > 0
  const activeIndex = Math.min(active, items.length - 1)

  useLayoutEffect(() => {
    const el = textRef.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT)}px`
    el.style.overflowY = el.scrollHeight > MAX_HEIGHT ? 'auto' : 'hidden'
    if (caretAfterRender.current !== null) {
      el.setSelectionRange(caretAfterRender.current, caretAfterRender.current)
      caretAfterRender.current = null
    }
  })

  const edit = (value: string, at: number, placeCaret: boolean) => {
    setText(value)
    setCaret(at)
    setActive(0)
    setSent(false)
    if (placeCaret) caretAfterRender.current = at
  }

  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const next = clampEdit(text, e.target.value, MAX)
    edit(next.value, next.caret ?? e.target.selectionStart, next.caret !== null)
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
    setSent(false)
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (over || empty || create.isPending) return
    create.mutate(
      { content: text, media },
      {
        onSuccess: () => {
          setText('')
          setMedia(null)
          setProblem(null)
          setExpanded(false)
          setSent(true)
        },
      },
    )
  }

  const counterTone = over
    ? 'text-red-600 dark:text-red-400'
    : count >= WARN_AT
      ? 'text-amber-600 dark:text-amber-400'
      : 'text-slate-500 dark:text-slate-400'

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t('composer.label')}
      className="border-b border-slate-200 px-4 pt-3 pb-2 dark:border-slate-800"
    >
      <div className="flex gap-3">
        <Avatar src={mediaUrl(me?.avatar_url)} name={me ? displayName(me) : ''} className="mt-1" />
        <div className="min-w-0 flex-1">
          <div className="relative">
            <label htmlFor={`${id}-text`} className="sr-only">
              {t('composer.label')}
            </label>
            <textarea
              ref={textRef}
              id={`${id}-text`}
              value={text}
              rows={expanded ? 3 : 1}
              placeholder={t('composer.placeholder')}
              onChange={onChange}
              onKeyDown={onKeyDown}
              onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
              onFocus={() => {
                setFocused(true)
                setExpanded(true)
              }}
              onBlur={() => setFocused(false)}
              aria-invalid={over || undefined}
              aria-describedby={noteId}
              aria-autocomplete="list"
              aria-controls={listOpen ? listId : undefined}
              aria-activedescendant={listOpen ? optionId(listId, activeIndex) : undefined}
              className="block max-h-[720px] w-full resize-none bg-transparent py-2 text-lg leading-7 text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
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
          {media && <MediaPreview file={media} onRemove={() => setMedia(null)} />}
          <div id={noteId} className="space-y-2 empty:hidden">
            {over && (
              <p role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400">
                {t('composer.tooLong')}
              </p>
            )}
            {problem && (
              <p role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400">
                {t(`composer.${problem}`)}
              </p>
            )}
          </div>
          {create.isError && (
            <Alert tone="error" className="mt-3">
              {postErrorLines(create.error, t('composer.failed')).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </Alert>
          )}
          <p role="status" className="sr-only">
            {sent ? t('composer.posted') : ''}
          </p>
          <div
            className={`mt-2 flex items-center justify-between gap-3 ${
              expanded ? 'border-t border-slate-200 pt-2 dark:border-slate-800' : ''
            }`}
          >
            <AttachButton
              label={t('composer.addMedia')}
              disabled={media !== null || create.isPending}
              onClick={() => fileRef.current?.click()}
            />
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
              {(expanded || count > 0) && (
                <span className={`text-sm tabular-nums ${counterTone}`}>
                  <span aria-hidden="true">
                    {count}/{MAX}
                  </span>
                  <span className="sr-only">{t('composer.counter', { count, max: MAX })}</span>
                </span>
              )}
              <Button type="submit" disabled={empty || over || create.isPending} className="px-5 py-2">
                {create.isPending ? t('composer.posting') : t('composer.submit')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </form>
  )
}
