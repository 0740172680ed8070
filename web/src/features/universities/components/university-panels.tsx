import type { University } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { ActivityList } from '@/entities/activity/components/activity-list.tsx'
import { PostCard } from '@/entities/post/components/post-card.tsx'
import { SimpleComposer } from '@/entities/post/components/simple-composer.tsx'
import { UserRow } from '@/entities/user/components/user-row.tsx'
import { useCreateUniversityPost } from '../api/create-university-post.ts'
import { useUniversityAnnouncements } from '../api/get-university-announcements.ts'
import { useUniversityEvents } from '../api/get-university-events.ts'
import { useUniversityMembers } from '../api/get-university-members.ts'
import { useUniversityPosts } from '../api/get-university-posts.ts'

/** Posts: the composer when the viewer may post here (its members), then the university's posts. */
export function PostsPanel({ university }: { university: University }) {
  const { t } = useTranslation('university')
  const posts = useUniversityPosts(university.id)
  const create = useCreateUniversityPost(university.id)
  return (
    <>
      {university.abilities.can_post && (
        <SimpleComposer
          texts={{
            label: t('composer.label'),
            placeholder: t('composer.placeholder', { name: university.name }),
            submit: t('composer.submit'),
            sending: t('composer.sending'),
            addImage: t('composer.addImage'),
            removeImage: t('composer.removeImage'),
            badType: t('composer.badType'),
            imageTooLarge: t('composer.imageTooLarge'),
            failed: t('composer.failed'),
            sent: t('composer.sent'),
          }}
          send={(content, image, linkCard) => create.mutateAsync({ content, image, linkCard })}
        />
      )}
      <PanelStates query={posts} label={t('tabs.posts')} failed={t('errors.posts')} empty={t('empty.posts')}>
        {(items) => (
          <ul aria-label={t('tabs.posts')}>
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </PanelStates>
    </>
  )
}

export function EventsPanel({ university }: { university: University }) {
  const { t } = useTranslation('university')
  const events = useUniversityEvents(university.id)
  return (
    <PanelStates
      query={events}
      label={t('tabs.events')}
      failed={t('errors.events')}
      empty={t('empty.events')}
    >
      {(items) => <ActivityList items={items} label={t('tabs.events')} />}
    </PanelStates>
  )
}

export function AnnouncementsPanel({ university }: { university: University }) {
  const { t } = useTranslation('university')
  const announcements = useUniversityAnnouncements(university.id)
  return (
    <PanelStates
      query={announcements}
      label={t('tabs.academics')}
      failed={t('errors.academics')}
      empty={t('empty.academics')}
    >
      {(items) => <ActivityList items={items} label={t('tabs.academics')} />}
    </PanelStates>
  )
}

/** Members: each row links to /users/{id}. */
export function MembersPanel({ university }: { university: University }) {
  const { t } = useTranslation('university')
  const members = useUniversityMembers(university.id)
  return (
    <PanelStates query={members} label={t('tabs.users')} failed={t('errors.users')} empty={t('empty.users')}>
      {(items) => (
        <ul aria-label={t('tabs.users')} className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((user) => (
            <li key={user.id}>
              <UserRow user={user} />
            </li>
          ))}
        </ul>
      )}
    </PanelStates>
  )
}
