import type { Post } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { DetailState, isNotFound } from '@/components/ui/detail-state.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { NotFoundState } from '@/components/ui/not-found-state.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { postQueryOptions } from '@/entities/post/api/get-post.ts'
import { PostCard } from '@/entities/post/components/post-card.tsx'
import { replyGateText } from '@/entities/post/components/reply-gate.tsx'
import { displayName } from '@/lib/display-name.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { EditPostForm } from '../components/edit-post-form.tsx'
import { RepliesThread } from '../components/replies-thread.tsx'
import { ReplyComposer } from '../components/reply-composer.tsx'

/** What the card's Edit passes along (spec 000 section 2): the current content and first image path. */
interface EditState {
  content?: unknown
  image?: unknown
}

/**
 * /posts/:id (spec 001 section 2): a back button, the post at size l (a repost shows its original),
 * the reply composer and the replies thread; ?edit=true shows the edit form instead of the card.
 */
export function PostPage() {
  const { t } = useTranslation('postPage')
  const params = useParams()
  const id = Number(params.id)
  const valid = Number.isSafeInteger(id) && id > 0
  const query = useQuery({
    ...postQueryOptions(id),
    enabled: valid,
    // A missing post stays missing: say so at once instead of asking again.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  })
  const post = query.data
  usePostTitle(post)

  return (
    <>
      <PageHeader title={t('title')} leading={<BackButton label={t('back')} />} />
      <DetailState
        query={query}
        valid={valid}
        loading={t('loading')}
        notFound={<PostNotFound />}
        failed={t('error')}
      >
        {(post) =>
          // A repost's page is its original's: the thread, the counts and the actions belong there.
          post.retweeted_status_id !== null ? (
            <Navigate to={`/posts/${post.retweeted_status_id}`} replace />
          ) : (
            <PostThread post={post} />
          )
        }
      </DetailState>
    </>
  )
}

function PostThread({ post }: { post: Post }) {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const editing = params.get('edit') === 'true' && post.abilities.can_edit
  const passed = (location.state ?? {}) as EditState

  const leaveEdit = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.delete('edit')
        return next
      },
      { replace: true, state: null },
    )

  return (
    <>
      {editing ? (
        <EditPostForm
          postId={post.id}
          initialContent={typeof passed.content === 'string' ? passed.content : post.content}
          image={typeof passed.image === 'string' ? passed.image : (post.images[0]?.file_path ?? null)}
          hasMedia={post.images.length > 0 || post.video !== null}
          initialWarning={post.content_warning}
          images={post.images}
          onDone={leaveEdit}
        />
      ) : (
        <PostCard post={post} size="l" onDeleted={() => leaveDeleted(navigate)} />
      )}
      {!editing &&
        (post.abilities.can_reply ? (
          <ReplyComposer postId={post.id} threadId={post.id} />
        ) : (
          <RepliesClosed post={post} />
        ))}
      <RepliesThread post={post} />
    </>
  )
}

/**
 * A deleted post's page has nothing left to show: Home, in place of the page. Not history back,
 * since the entry before may be this same post (its edit mode replaced itself on save).
 */
function leaveDeleted(navigate: ReturnType<typeof useNavigate>) {
  void navigate('/home', { replace: true })
}

/** In place of the reply box when the thread's author limited who may reply and the viewer is not among them. */
function RepliesClosed({ post }: { post: Post }) {
  const { t } = useTranslation('post')
  const reason = replyGateText(post, t)
  if (!reason) return null
  return (
    <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3 text-[15px] text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <Icon name="lock" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold text-slate-900 dark:text-slate-100">{t('replies.cannotReply')}</span>
        <br />
        {reason}
      </p>
    </div>
  )
}

function PostNotFound() {
  const { t } = useTranslation('postPage')
  return (
    <NotFoundState title={t('notFound.title')} body={t('notFound.body')} homeLabel={t('notFound.home')} />
  )
}

/** '<name> on Agora' once the post is known, 'Post - Agora' until then and when it is not. */
function usePostTitle(post: Post | undefined) {
  const { t } = useTranslation('postPage')
  const name = post ? displayName(post.user) : null
  useDocumentTitle(name ? t('documentTitle', { name }) : t('fallbackTitle'), { exact: true })
}
