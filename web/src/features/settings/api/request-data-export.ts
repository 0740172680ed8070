import type { DataExportState } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { dataExportKey } from './get-data-export.ts'

/** POST /users/me/exports: a new export, prepared in the background. */
export function requestDataExport(): Promise<DataExportState> {
  return apiRequest<DataExportState>('/users/me/exports', { method: 'POST' })
}

export function useRequestDataExport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (state) => queryClient.setQueryData(dataExportKey, state),
  })
}
