import type { ReportCategory, ReportTargetType } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

export interface NewReport {
  target_type: ReportTargetType
  target_id: number
  category: ReportCategory
  comment: string
}

/** POST /reports: 201 with the report's id; 409 already_reported while the reporter's last one is open. */
export function createReport(report: NewReport): Promise<{ id: number }> {
  return apiRequest<{ id: number }>('/reports', { method: 'POST', json: report })
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport })
}
