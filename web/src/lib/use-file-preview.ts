import { useEffect, useState } from 'react'

/**
 * A local object URL for a picked file, to preview it before it is sent. The URL is revoked when the
 * file changes and on unmount, so a composer that is opened and closed all day holds no old files.
 */
export function useFilePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setUrl(null)
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}
