import { MUTE_DURATIONS, MUTE_LIMITS, type MuteDuration, MutedPhrase, type MutedWord } from '@agora/contract'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState, ErrorState } from '@/components/ui/list-states.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { useAddMutedWord } from '../api/add-muted-word.ts'
import { useMutedWords } from '../api/get-muted-words.ts'
import { useRemoveMutedWord } from '../api/remove-muted-word.ts'
import { SectionLoading } from './settings-parts.tsx'

interface Values {
  phrase: string
  duration: MuteDuration
}

/** The contract's rule for a phrase (the server's own) and one of its durations. */
const Schema = z.object({ phrase: MutedPhrase, duration: z.enum(MUTE_DURATIONS) })

const SELECT =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'

/**
 * Muted words and hashtags: added with a duration (forever, a day, a week, a month), listed with
 * when each ends, removed one by one. Posts holding one leave the viewer's feeds, search and
 * notifications (docs/decisions.md, Muting).
 */
export function MutedWordsSection() {
  const { t } = useTranslation('settings')
  const words = useMutedWords()
  const count = words.data?.length ?? 0

  return (
    <div className="space-y-6">
      <p className="text-slate-500 dark:text-slate-400">{t('mutedWords.description')}</p>
      <AddMutedWordForm full={count >= MUTE_LIMITS.wordsPerUser} />
      <section aria-labelledby="settings-muted-words-title">
        <h3 id="settings-muted-words-title" className="mb-3 text-lg font-bold">
          {t('mutedWords.listTitle')}
        </h3>
        {words.isPending ? (
          <SectionLoading />
        ) : words.isError ? (
          <div className="rounded-2xl border border-slate-200 dark:border-slate-800">
            <ErrorState
              message={t('mutedWords.loadFailed')}
              retryLabel={t('ui.retry', { ns: 'common' })}
              onRetry={() => void words.refetch()}
              compact
            />
          </div>
        ) : count === 0 ? (
          <div className="rounded-2xl border border-slate-200 dark:border-slate-800">
            <EmptyState title={t('mutedWords.emptyTitle')}>{t('mutedWords.emptyBody')}</EmptyState>
          </div>
        ) : (
          <ul
            aria-label={t('mutedWords.listTitle')}
            className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800"
          >
            {words.data.map((word) => (
              <MutedWordRow key={word.id} word={word} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function AddMutedWordForm({ full }: { full: boolean }) {
  const { t } = useTranslation('settings')
  const errorText = useFieldErrorText()
  const toast = useToast()
  const durationId = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const add = useAddMutedWord()
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: formResolver(Schema),
    defaultValues: { phrase: '', duration: 'forever' },
  })

  const send = (values: Values) =>
    add.mutate(values, {
      onSuccess: (word) => {
        reset({ phrase: '', duration: values.duration })
        toast.success(t('mutedWords.added', { phrase: word.phrase }))
      },
      onError: (error) => setFailure(errorMessage(error, t('mutedWords.addFailed'))),
    })

  return (
    <form onSubmit={handleSubmit(send)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <TextField
          {...register('phrase', { onChange: () => setFailure(null) })}
          label={t('mutedWords.phrase')}
          hint={t('mutedWords.hint')}
          error={errorText(formState.errors.phrase)}
          maxLength={MUTE_LIMITS.phraseMax}
          autoComplete="off"
        />
        <div>
          <label
            htmlFor={durationId}
            className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('mutedWords.duration')}
          </label>
          <select id={durationId} {...register('duration')} className={SELECT}>
            {MUTE_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {t(`mutedWords.durations.${d}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      {full && <p className="text-sm text-slate-500 dark:text-slate-400">{t('mutedWords.full')}</p>}
      <Button type="submit" busy={add.isPending} disabled={full}>
        {t('mutedWords.add')}
      </Button>
    </form>
  )
}

function MutedWordRow({ word }: { word: MutedWord }) {
  const { t, i18n } = useTranslation('settings')
  const toast = useToast()
  const remove = useRemoveMutedWord()
  const ends = word.expires_at
    ? t('mutedWords.until', {
        date: new Date(word.expires_at).toLocaleString(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      })
    : t('mutedWords.forever')
  return (
    <li className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 last:border-b-0 dark:border-slate-800">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900 dark:text-slate-100">{word.phrase}</span>
        <span className="block text-sm text-slate-500 dark:text-slate-400">{ends}</span>
      </span>
      <Button
        variant="secondary"
        className="shrink-0 px-4 py-1.5 text-sm"
        busy={remove.isPending}
        aria-label={t('mutedWords.removeLabel', { phrase: word.phrase })}
        onClick={() =>
          remove.mutate(word.id, {
            onSuccess: () => toast.success(t('mutedWords.removed', { phrase: word.phrase })),
            onError: (error) => toast.error(errorMessage(error, t('mutedWords.removeFailed'))),
          })
        }
      >
        {t('mutedWords.remove')}
      </Button>
    </li>
  )
}
