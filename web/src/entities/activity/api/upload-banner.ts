import type { BannerResponse } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'
import { type Activity, activityApiPath } from '../lib/paths.ts'

/** POST {item path}/upload-banner, multipart field file: answers banner_url (spec 000 section 7). */
export function uploadBannerAt(itemPath: string, file: File): Promise<BannerResponse> {
  const body = new FormData()
  body.set('file', file)
  return apiRequest<BannerResponse>(`${itemPath}/upload-banner`, { method: 'POST', body })
}

export function uploadActivityBanner(item: Activity, file: File): Promise<BannerResponse> {
  return uploadBannerAt(activityApiPath(item), file)
}
