import type { Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { type Activity, activityApiPath, isEvent } from '../lib/paths.ts'
import { activityKeys } from './keys.ts'

export interface NewComment {
  content: string
  image: File | null
  /** Issue 31: false leaves out the card of the text's first link. */
  linkCard?: boolean
}

/** POST {item path}/comments multipart: content and an optional image (spec 001 section 7). */
export function createActivityComment(
  item: Activity,
  { content, image, linkCard = true }: NewComment,
): Promise<Post> {
  const body = new FormData()
  body.set('content', content)
  if (image) body.set('image', image)
  if (!linkCard) body.set('link_card', 'false')
  return apiRequest<Post>(`${activityApiPath(item)}/comments`, { method: 'POST', body })
}

/** Sends a comment; the comments and the item (its comment count) are read again. */
export function useCreateActivityComment(item: Activity) {
  const client = useQueryClient()
  const detail = isEvent(item) ? activityKeys.event(item.id) : activityKeys.announcement(item.id)
  return useMutation({
    mutationFn: (comment: NewComment) => createActivityComment(item, comment),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: activityKeys.comments(item.post_type, item.id) }),
        client.invalidateQueries({ queryKey: detail }),
      ]),
  })
}
