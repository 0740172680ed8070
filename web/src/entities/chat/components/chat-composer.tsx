import { firstLinkIn } from '@agora/contract'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { ComposerLinkCard } from '@/components/ui/link-card.tsx'
import { codePointLength } from '@/lib/text-limit.ts'
import { sendTyping } from '../api/send-typing.ts'

/** "typing…" is said at most this often while the viewer types. */
const TYPING_EVERY_MS = 3_000

/**
 * The message input (spec 001 section 8): up to `max` characters (500 in Messages, 200 in the quick
 * chat) with a live counter; Enter sends, Shift+Enter breaks the line; a blank message cannot be sent.
 */
export function ChatComposer({
  chatId,
  max,
  onSend,
}: {
  chatId: number
  max: number
  onSend: (content: string, linkCard: boolean) => void
}) {
  const { t } = useTranslation('chat')
  const [text, setText] = useState('')
  const [cardRemovedFor, setCardRemovedFor] = useState<string | null>(null)
  const lastTyping = useRef(0)
  const length = codePointLength(text)
  const content = text.trim()
  const canSend = content.length > 0 && length <= max

  const send = () => {
    if (!canSend) return
    onSend(content, !(cardRemovedFor && firstLinkIn(content) === cardRemovedFor))
    setText('')
    setCardRemovedFor(null)
    lastTyping.current = 0
  }

  return (
    <div className="border-t border-slate-200 dark:border-slate-800">
      <div className="px-3 empty:hidden">
        <ComposerLinkCard text={text} removedFor={cardRemovedFor} onRemove={setCardRemovedFor} />
      </div>
      <form
        aria-label={t('composer.label')}
        onSubmit={(e) => {
          e.preventDefault()
          send()
        }}
        className="flex items-end gap-2 px-3 py-2.5"
      >
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('composer.input')}</span>
          <textarea
            value={text}
            rows={1}
            maxLength={max * 2}
            placeholder={t('composer.placeholder')}
            onChange={(e) => {
              setText(e.target.value)
              const now = Date.now()
              if (e.target.value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
                lastTyping.current = now
                sendTyping(chatId).catch(() => {})
              }
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault()
                send()
              }
            }}
            className="field-sizing-content max-h-40 min-h-10 w-full resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
        </label>
        <span
          className={`mb-2.5 shrink-0 text-xs tabular-nums ${length > max ? 'font-bold text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {t('composer.counter', { count: length, max })}
        </span>
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t('composer.send')}
          className="mb-0.5 rounded-full bg-brand-500 p-2.5 text-white hover:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-40 dark:focus-visible:ring-offset-slate-950"
        >
          <Icon name="forward" className="size-5" />
        </button>
      </form>
    </div>
  )
}
