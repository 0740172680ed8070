/**
 * Hands a file to the browser to save under `name`: a Blob, or text with its type. The link is put in
 * the page for the click (some browsers ignore a click on a detached one) and removed; the object URL is
 * revoked a minute later, when the download has long taken it (a large file may take seconds to start).
 */
export function saveFile(contents: Blob | string, name: string, type = 'text/plain;charset=utf-8'): void {
  const blob = typeof contents === 'string' ? new Blob([contents], { type }) : contents
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
