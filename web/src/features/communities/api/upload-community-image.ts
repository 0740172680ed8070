import type { Community } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

export type CommunityImageKind = 'avatar' | 'banner'

/** POST /communities/{id}/upload-avatar or /upload-banner, multipart `file` (5 MB, images only). */
export function uploadCommunityImage(id: number, kind: CommunityImageKind, file: Blob): Promise<Community> {
  const body = new FormData()
  body.set('file', file, kind === 'avatar' ? 'avatar.jpg' : 'banner.jpg')
  return apiRequest<Community>(`/communities/${id}/upload-${kind}`, { method: 'POST', body })
}

export function useUploadCommunityImage(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, file }: { kind: CommunityImageKind; file: Blob }) =>
      uploadCommunityImage(id, kind, file),
    onSuccess: (community) => client.setQueryData(communityKeys.detail(id), community),
  })
}
