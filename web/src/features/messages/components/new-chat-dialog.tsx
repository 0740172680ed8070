import { CHAT_LIMITS, type Chat } from '@agora/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { chatKeys } from '@/entities/chat/api/keys.ts'
import { useStartChat } from '@/entities/chat/api/start-chat.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { displayName } from '@/lib/display-name.ts'
import { useCurrentUser } from '@/lib/session.ts'
import { useDebouncedValue } from '@/lib/use-debounced-value.ts'
import { usePeople } from '../api/get-people.ts'
import { useSearchPeople } from '../api/search-people.ts'
import { chatMembers, filterLoaded, type PickerPerson } from '../lib/people-match.ts'
import { useEndReached } from '../lib/use-end-reached.ts'
import { PersonOption } from './person-option.tsx'

/** The search waits this long after the last keystroke (spec 001 section 9). */
const SEARCH_DEBOUNCE_MS = 300

/**
 * The user picker: search people (debounced), pick one for a one-to-one chat or several for a group
 * (with an optional name), and start it; an existing one-to-one chat is opened instead. With the box
 * empty it lists everyone the viewer may write to (GET /users/, paged as the list scrolls; issue 28),
 * or, while that is not there, the people already loaded (the chats' members, and everyone found so
 * far); when the search fails, it filters those instead (spec 001 "Errors").
 */
export function NewChatDialog({
  onClose,
  onStarted,
}: {
  onClose: () => void
  onStarted: (id: number) => void
}) {
  const { t } = useTranslation('messages')
  const me = useCurrentUser().data
  const [term, setTerm] = useState('')
  const [picked, setPicked] = useState<PickerPerson[]>([])
  const [name, setName] = useState('')
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS)
  const search = useSearchPeople(debounced)
  const people = usePeople()
  const start = useStartChat()
  const box = useRef<HTMLDivElement>(null)
  const end = useRef<HTMLLIElement>(null)
  const directory = people.data?.pages.flat()
  useEndReached(box, end, !debounced && !!people.hasNextPage && !people.isFetchingNextPage, () => {
    void people.fetchNextPage()
  })
  // The people already loaded, from the cached chat list and then every search: what an empty box
  // lists and a failed search filters instead.
  const client = useQueryClient()
  const [loaded] = useState(
    () => new Map(chatMembers(client.getQueryData<Chat[]>(chatKeys.list())).map((p) => [p.id, p])),
  )
  useEffect(() => {
    for (const u of [...(directory ?? []), ...(search.data ?? [])]) loaded.set(u.id, u)
  }, [directory, search.data, loaded])

  const found = !debounced
    ? (directory ?? [...loaded.values()])
    : search.isError
      ? filterLoaded([...loaded.values()], debounced)
      : (search.data ?? [])
  const results = found.filter((u) => u.id !== me?.id)
  const group = picked.length > 1
  const toggle = (user: PickerPerson) =>
    setPicked((list) =>
      list.some((u) => u.id === user.id) ? list.filter((u) => u.id !== user.id) : [...list, user],
    )

  return (
    <Dialog title={t('picker.title')} onClose={onClose}>
      <TextField
        label={t('picker.search')}
        type="search"
        value={term}
        autoComplete="off"
        onChange={(e) => setTerm(e.target.value)}
        hint={search.isError ? t('picker.offline') : undefined}
      />
      {picked.length > 0 && (
        <ul aria-label={t('picker.selected')} className="mt-3 flex flex-wrap gap-2">
          {picked.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                onClick={() => toggle(u)}
                aria-label={t('picker.remove', { name: displayName(u) })}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100 dark:bg-brand-900/40 dark:text-brand-200"
              >
                {displayName(u)} ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div ref={box} className="mt-3 max-h-72 overflow-y-auto">
        {debounced && search.isFetching && !search.data && (
          <p className="py-4 text-center text-sm text-slate-500 dark:text-slate-400">
            {t('picker.searching')}
          </p>
        )}
        {debounced && !search.isFetching && results.length === 0 && (
          <p className="py-4 text-center text-sm text-slate-500 dark:text-slate-400">{t('picker.none')}</p>
        )}
        <ul aria-label={t('picker.results')}>
          {results.map((u) => (
            <PersonOption
              key={u.id}
              user={u}
              selected={picked.some((p) => p.id === u.id)}
              onToggle={() => toggle(u)}
            />
          ))}
          {!debounced && people.hasNextPage && (
            <li ref={end} className="py-3 text-center text-sm text-slate-500 dark:text-slate-400">
              {people.isFetchingNextPage ? t('picker.loadingMore') : null}
            </li>
          )}
        </ul>
      </div>
      {group && (
        <TextField
          className="mt-3"
          label={t('picker.groupName')}
          value={name}
          maxLength={CHAT_LIMITS.groupNameMax}
          onChange={(e) => setName(e.target.value)}
        />
      )}
      {start.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {errorMessage(start.error, t('picker.failed'))}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('picker.cancel')}
        </Button>
        <Button
          disabled={picked.length === 0}
          busy={start.isPending}
          onClick={() =>
            start.mutate(
              {
                is_group_chat: group,
                user_ids: picked.map((u) => u.id),
                name: group ? name.trim() || null : null,
              },
              { onSuccess: (chat) => onStarted(chat.id) },
            )
          }
        >
          {group ? t('picker.startGroup') : t('picker.start')}
        </Button>
      </div>
    </Dialog>
  )
}
