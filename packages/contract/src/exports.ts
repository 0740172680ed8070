import { z } from 'zod'

/**
 * Data export (issue 16): a ZIP of what a person has on Agora, prepared in the background, kept for
 * EXPORT_LIMITS.keepDays days.
 */
export const DataExportStatus = z.enum(['pending', 'ready', 'failed'])
export type DataExportStatus = z.infer<typeof DataExportStatus>

export const DataExport = z.object({
  id: z.number().int(),
  status: DataExportStatus,
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** GET it with the bearer token while status is ready; null otherwise. */
  download_url: z.string().nullable(),
})
export type DataExport = z.infer<typeof DataExport>

/** GET /users/me/exports: the latest export (or null) and whether a new request is accepted now. */
export const DataExportState = z.object({
  export: DataExport.nullable(),
  /** False while one is pending or the last request is younger than EXPORT_LIMITS.throttleHours. */
  can_request: z.boolean(),
  /** When a new request will be accepted, while can_request is false. */
  next_request_at: z.string().nullable(),
})
export type DataExportState = z.infer<typeof DataExportState>

export const DataExportParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
