import type { Announcement, Event, Post } from '@agora/contract'
import { useSaveActivity } from '@/entities/activity/api/save-activity.ts'
import { ActivityCard } from '@/entities/activity/components/activity-card.tsx'
import { useSavePost } from '@/entities/post/api/save-post.ts'
import { PostCard } from '@/entities/post/components/post-card.tsx'
import { useUndoUnsave } from '../hooks/use-undo-unsave.ts'

/** Whether an item is still saved: what Bookmarks lists (an unsaved one waits hidden for Undo). */
export const isStillSaved = (item: { is_saved: boolean }) => item.is_saved

/** A saved post: hidden once unsaved, with Undo in a toast. */
export function SavedPostItem({ post }: { post: Post }) {
  const save = useSavePost(post.id)
  useUndoUnsave(post.is_saved, () => save.mutate(true))
  if (!post.is_saved) return null
  return (
    <li>
      <PostCard post={post} />
    </li>
  )
}

/** A saved event or announcement: hidden once unsaved, with Undo in a toast. */
export function SavedActivityItem({ item }: { item: Event | Announcement }) {
  const save = useSaveActivity(item)
  useUndoUnsave(item.is_saved, () => save.mutate(true))
  if (!item.is_saved) return null
  return (
    <li>
      <ActivityCard item={item} />
    </li>
  )
}
