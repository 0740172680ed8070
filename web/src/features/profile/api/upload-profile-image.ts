import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'
import type { ImageKind } from '@/lib/image-files.ts'
import { sessionKeys } from '@/lib/session.ts'

/** Spec 001 section 9: uploads give up after 30 s. */
export const UPLOAD_TIMEOUT_MS = 30_000

/** POST /users/upload-avatar | upload-banner, multipart field "file": answers {avatar_url} or {banner_url}. */
export function uploadProfileImage(kind: ImageKind, image: Blob): Promise<Record<string, string>> {
  const body = new FormData()
  body.append('file', image, `${kind}.jpg`)
  return apiRequest<Record<string, string>>(`/users/upload-${kind}`, {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
  })
}

/** After an upload the profile and the signed-in user (the navigation's avatar) are read again. */
export function useUploadProfileImage(kind: ImageKind) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (image: Blob) => uploadProfileImage(kind, image),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: sessionKeys.me }),
      ]),
  })
}
