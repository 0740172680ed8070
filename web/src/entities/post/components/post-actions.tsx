import type { PostBase } from '@agora/contract'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CardActionFace, cardActionClass } from '@/components/ui/card-action.tsx'
import { DropdownMenu, type MenuItem } from '@/components/ui/dropdown-menu.tsx'
import { Tooltip } from '@/components/ui/tooltip.tsx'
import { countOptions } from '@/lib/count-label.ts'
import { useLikePost } from '../api/like-post.ts'
import { useRepost } from '../api/repost.ts'
import { useSavePost } from '../api/save-post.ts'
import { QuoteModal } from './quote-modal.tsx'
import { replyGateText } from './reply-gate.tsx'

// The counts are text: each tone is one that reads at 4.5:1 on the card (docs/decisions.md).
/**
 * Reply, repost (a menu with repost or undo, and quote), like and save, with their counts. Each
 * toggle flips at once everywhere the post is shown and quietly rolls back if the call fails. A
 * button's name carries its count ("Like, 12 likes"); a tooltip shows the bare verb on hover.
 */
export function PostActions({ post, detail = false }: { post: PostBase; detail?: boolean }) {
  const { t } = useTranslation('post')
  const like = useLikePost(post.id)
  const save = useSavePost(post.id)
  const repost = useRepost(post.id)
  const [quoting, setQuoting] = useState(false)
  const repostRef = useRef<HTMLDivElement>(null)
  const { abilities } = post
  const reposted = post.is_retweeted
  // The thread's author limited who may reply and the viewer is not among them (issue 16).
  const gateReason = abilities.can_reply ? null : replyGateText(post, t)

  const repostItems: MenuItem[] = []
  if (abilities.can_repost || reposted) {
    repostItems.push({
      key: 'repost',
      label: reposted ? t('actions.undoRepost') : t('actions.repost'),
      icon: 'repost',
      onSelect: () => repost.mutate(!reposted),
    })
  }
  if (abilities.can_quote) {
    repostItems.push({
      key: 'quote',
      label: t('actions.quote'),
      icon: 'quote',
      onSelect: () => setQuoting(true),
    })
  }

  return (
    <div className={`-ml-2 flex items-center justify-between ${detail ? 'py-1' : 'mt-1 max-w-md'}`}>
      {gateReason ? (
        // Disabled by the thread's gate, but focusable, so that its reason is read and shown on hover.
        <Tooltip label={gateReason}>
          <button
            type="button"
            aria-disabled="true"
            aria-label={t('actions.named.reply', countOptions(post.replies_count))}
            aria-description={gateReason}
            className={`${cardActionClass('reply', false)} cursor-not-allowed opacity-50`}
          >
            <CardActionFace icon="reply" count={post.replies_count} />
          </button>
        </Tooltip>
      ) : (
        <Tooltip label={t('actions.reply')}>
          <Link
            to={`/posts/${post.id}`}
            aria-label={t('actions.named.reply', countOptions(post.replies_count))}
            className={cardActionClass('reply', false)}
          >
            <CardActionFace icon="reply" count={post.replies_count} />
          </Link>
        </Tooltip>
      )}
      {repostItems.length > 0 ? (
        <div ref={repostRef}>
          <DropdownMenu
            label={t('actions.named.repostMenu', countOptions(post.retweet_count))}
            tooltip={t('actions.repostMenu')}
            items={repostItems}
            align="start"
            buttonClassName={cardActionClass('repost', reposted)}
          >
            <CardActionFace icon="repost" count={post.retweet_count} />
          </DropdownMenu>
        </div>
      ) : (
        <button
          type="button"
          disabled
          aria-label={t('actions.named.repostMenu', countOptions(post.retweet_count))}
          className={cardActionClass('repost', false)}
        >
          <CardActionFace icon="repost" count={post.retweet_count} />
        </button>
      )}
      <Tooltip label={post.is_liked ? t('actions.unlike') : t('actions.like')}>
        <button
          type="button"
          onClick={() => like.mutate(!post.is_liked)}
          disabled={!abilities.can_like && !post.is_liked}
          aria-label={t(
            post.is_liked ? 'actions.named.unlike' : 'actions.named.like',
            countOptions(post.likes_count),
          )}
          className={cardActionClass('like', post.is_liked)}
        >
          <CardActionFace icon="heart" count={post.likes_count} />
        </button>
      </Tooltip>
      <Tooltip label={post.is_saved ? t('actions.unsave') : t('actions.save')}>
        <button
          type="button"
          onClick={() => save.mutate(!post.is_saved)}
          disabled={!abilities.can_save && !post.is_saved}
          aria-label={post.is_saved ? t('actions.unsave') : t('actions.save')}
          className={cardActionClass('save', post.is_saved)}
        >
          <CardActionFace icon="bookmark" />
        </button>
      </Tooltip>
      {quoting && (
        <QuoteModal
          post={post}
          onClose={() => setQuoting(false)}
          returnFocus={() => repostRef.current?.querySelector('button')}
        />
      )}
    </div>
  )
}
