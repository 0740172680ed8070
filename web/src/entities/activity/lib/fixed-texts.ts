import { errorMessage } from '@/lib/api-client.ts'

/**
 * Texts the specification fixes in Turkish, word for word, shown as they are in both interface
 * languages (spec 000 sections 5 and 8; CONVENTIONS.md: "except the strings the specification fixes
 * in one language"): the edit modal's toasts, the delete failure toast and the banner checks.
 */
export const FIXED_TEXTS = {
  updated: 'Güncelleme başarılı!',
  updateFailed: 'Güncelleme işlemi başarısız oldu',
  bannerFailed: 'Banner yükleme başarısız oldu, ancak diğer veriler güncellendi.',
  deleteFailed: 'Silme işlemi başarısız oldu: ',
  bannerTooLarge: 'Dosya boyutu çok büyük! Maksimum 10MB olmalı.',
  bannerBadType: 'Geçersiz dosya formatı! JPG, PNG, GIF veya WebP formatında olmalı.',
} as const

/** The text of a failed call: the server's detail or message, or nothing. */
export function failureDetail(error: unknown): string {
  return errorMessage(error, '').trim()
}
