import { useMutation } from '@tanstack/react-query'
import { apiBlob } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'

/**
 * GET /users/me/exports/{id}/download with the app's bearer token (a plain link could not carry it):
 * the ZIP is fetched into a Blob and saved through a temporary object URL.
 */
export async function downloadDataExport(id: number): Promise<void> {
  saveFile(await apiBlob(`/users/me/exports/${id}/download`), `agora-export-${id}.zip`)
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: downloadDataExport })
}
