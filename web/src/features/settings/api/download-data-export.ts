import { useMutation } from '@tanstack/react-query'
import { apiBlob } from '@/lib/api-client.ts'

/**
 * GET /users/me/exports/{id}/download with the app's bearer token (a plain link could not carry it):
 * the ZIP is fetched into a Blob and saved through a temporary object URL.
 */
export async function downloadDataExport(id: number): Promise<void> {
  const blob = await apiBlob(`/users/me/exports/${id}/download`)
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `agora-export-${id}.zip`
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the URL to the download; revoking it later frees the memory.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: downloadDataExport })
}
