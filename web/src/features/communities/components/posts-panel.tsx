import type { Community } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { PostCard } from '@/entities/post/components/post-card.tsx'
import { SimpleComposer } from '@/entities/post/components/simple-composer.tsx'
import { useCreateCommunityPost } from '../api/create-community-post.ts'
import { useCommunityPosts } from '../api/get-community-posts.ts'
import { useRemoveCommunityPost } from '../api/remove-community-post.ts'
import { ReasonDialog } from './reason-dialog.tsx'

/** Posts: the composer for members, then the community's posts; its staff remove one with a reason. */
export function PostsPanel({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const posts = useCommunityPosts(community.id)
  const create = useCreateCommunityPost(community.id)
  const remove = useRemoveCommunityPost(community.id)
  const [removing, setRemoving] = useState<number | null>(null)
  const texts = {
    label: t('composer.label'),
    placeholder: t('composer.placeholder', { name: community.name }),
    submit: t('composer.submit'),
    sending: t('composer.sending'),
    addImage: t('composer.addImage'),
    removeImage: t('composer.removeImage'),
    badType: t('composer.badType'),
    imageTooLarge: t('composer.imageTooLarge'),
    failed: t('composer.failed'),
    sent: t('composer.sent'),
  }
  return (
    <>
      {community.abilities.can_post && (
        <SimpleComposer
          texts={texts}
          send={(content, image, linkCard) => create.mutateAsync({ content, image, linkCard })}
        />
      )}
      <PanelStates query={posts} label={t('tabs.posts')} failed={t('errors.list')} empty={t('empty.posts')}>
        {(items) => (
          <ul aria-label={t('tabs.posts')}>
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
                {community.abilities.can_moderate && (
                  <div className="flex justify-end border-b border-slate-200 px-4 pb-2 dark:border-slate-800">
                    <Button variant="link" onClick={() => setRemoving(post.id)}>
                      {t('removePost')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </PanelStates>
      {removing !== null && (
        <ReasonDialog
          title={t('reason.removePost')}
          onClose={() => setRemoving(null)}
          act={async (reason) => {
            await remove.mutateAsync({ postId: removing, reason })
            toast.success(t('reason.done'))
          }}
        />
      )}
    </>
  )
}
