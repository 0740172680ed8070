import type { DataExportState } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

export const dataExportKey = ['users', 'me', 'exports'] as const

/** GET /users/me/exports: the newest export (or none) and whether a new one may be asked for. */
export function getDataExport(signal?: AbortSignal): Promise<DataExportState> {
  return apiRequest<DataExportState>('/users/me/exports', { signal })
}

/** While one is being prepared the section asks again every few seconds, so "ready" shows up by itself. */
export const dataExportOptions = queryOptions({
  queryKey: dataExportKey,
  queryFn: ({ signal }) => getDataExport(signal),
  refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? 5000 : false),
})

export function useDataExport() {
  return useQuery(dataExportOptions)
}
