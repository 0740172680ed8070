import type { Community } from '@agora/contract'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { useDebouncedValue } from '@/lib/use-debounced-value.ts'
import { useInviteMember } from '../api/invite-member.ts'
import { usePeopleSearch } from '../api/search-people.ts'

/**
 * Its staff invite someone: search people by name, then Invite. They get a community_invite
 * notification and join from the community's page; one who had asked already is accepted at once.
 */
export function InviteForm({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const id = useId()
  const [term, setTerm] = useState('')
  const search = usePeopleSearch(useDebouncedValue(term, 300))
  const invite = useInviteMember(community.id)
  const [done, setDone] = useState<Set<number>>(new Set())

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-b border-slate-200 px-4 py-4 dark:border-slate-800"
    >
      <h3 id={`${id}-title`} className="font-bold">
        {t('invite.title')}
      </h3>
      <input
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        aria-label={t('invite.search')}
        placeholder={t('invite.search')}
        className="mt-2 w-full rounded-full border border-slate-300 bg-white px-4 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      />
      {term.trim() && search.data && (
        <ul aria-label={t('invite.results')} className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {search.data.length === 0 && (
            <li className="py-2 text-sm text-slate-500">{t('invite.noResults')}</li>
          )}
          {search.data.map((person) => (
            <li key={person.id} className="flex items-center gap-3 py-2">
              <Avatar src={mediaUrl(person.avatar_url)} name={person.username} size="sm" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">@{person.username}</span>
              <Button
                variant="secondary"
                className="px-3 py-1 text-sm"
                disabled={done.has(person.id)}
                busy={invite.isPending && invite.variables === person.id}
                onClick={() =>
                  invite.mutate(person.id, {
                    onSuccess: ({ status }) => {
                      setDone((prev) => new Set(prev).add(person.id))
                      const name = person.username
                      toast.success(
                        status === 'member'
                          ? t('invite.acceptedRequest', { name })
                          : t('invite.sent', { name }),
                      )
                    },
                    onError: (e) => toast.error(errorMessage(e, t('errors.action'))),
                  })
                }
              >
                {done.has(person.id) ? t('invite.invited') : t('invite.invite')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
