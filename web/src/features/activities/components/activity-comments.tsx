import { useTranslation } from 'react-i18next'
import { ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { useCreateActivityComment } from '@/entities/activity/api/create-comment.ts'
import { useActivityComments } from '@/entities/activity/api/get-comments.ts'
import type { Activity } from '@/entities/activity/lib/paths.ts'
import { PostCard } from '@/entities/post/components/post-card.tsx'
import { SimpleComposer } from '@/entities/post/components/simple-composer.tsx'
import { countOptions } from '@/lib/count-label.ts'

/**
 * The comments of an event or announcement (spec 001 section 2): their count, the composer (text and
 * an optional image) when the viewer may comment, and the list. Comments are posts, shown with the
 * post card, with its own like, save and owner controls.
 */
export function ActivityComments({ item }: { item: Activity }) {
  const { t } = useTranslation('activity')
  const comments = useActivityComments(item)
  const create = useCreateActivityComment(item)
  return (
    <section aria-labelledby="activity-comments" className="border-t border-slate-200 dark:border-slate-800">
      <h2 id="activity-comments" className="px-4 pt-4 pb-2 text-lg font-bold">
        {t('comments.title')}{' '}
        <span className="text-base font-medium text-slate-600 dark:text-slate-400">
          ({t('comments.count', countOptions(item.replies_count))})
        </span>
      </h2>
      {item.abilities.can_comment && (
        <SimpleComposer
          texts={{
            label: t('comments.label'),
            placeholder: t('comments.placeholder'),
            submit: t('comments.submit'),
            sending: t('comments.sending'),
            addImage: t('comments.addImage'),
            removeImage: t('comments.removeImage'),
            badType: t('comments.badType'),
            imageTooLarge: t('comments.imageTooLarge'),
            failed: t('comments.failed'),
            sent: t('comments.sent'),
          }}
          send={(content, image, linkCard) => create.mutateAsync({ content, image, linkCard })}
        />
      )}
      {comments.isPending ? (
        <ListSkeleton label={t('comments.title')} rows={2} />
      ) : comments.isError ? (
        <ErrorState
          compact
          message={t('comments.loadFailed')}
          retryLabel={t('comments.retry')}
          onRetry={() => void comments.refetch()}
        />
      ) : comments.data.length === 0 ? (
        <p className="px-4 py-8 text-center text-slate-600 dark:text-slate-400">{t('comments.empty')}</p>
      ) : (
        <ul aria-label={t('comments.title')}>
          {comments.data.map((post) => (
            <li key={post.id}>
              <PostCard post={post} size="m" />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
