import type { DataExport, DataExportState } from '@agora/contract'
import { isDownloadable, type RequestVerdict } from './exports.policy.ts'
import type { DataExportRow } from './exports.repository.ts'

export function presentExport(row: DataExportRow, now: Date): DataExport {
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    download_url: isDownloadable(row, now) ? `/api/users/me/exports/${row.id}/download` : null,
  }
}

export function presentExportState(
  row: DataExportRow | null,
  verdict: RequestVerdict,
  now: Date,
): DataExportState {
  return {
    // An expired one waiting for the cleanup job is already gone for the person.
    export: row && !(row.expiresAt && row.expiresAt <= now) ? presentExport(row, now) : null,
    can_request: verdict.allowed,
    next_request_at:
      !verdict.allowed && verdict.reason === 'export_throttled' ? verdict.retryAt.toISOString() : null,
  }
}
