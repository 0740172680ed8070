import { useEffect, useRef } from 'react'

/** Any open modal of the page: the profile's own dialogs and those a post card opens (quote, images). */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null
}

/**
 * Spec 001 section 4, Profile refresh: the profile reloads when the window gains focus and on the
 * browser's back and forward, unless a dialog is open (a reload under an open dialog would move
 * what it shows). The app turns refetch-on-focus off everywhere else, so this listens itself; the
 * DOM is asked about dialogs because some belong to post cards the page does not know about.
 */
export function useRefreshOnReturn(refresh: () => void): void {
  const latest = useRef(refresh)
  latest.current = refresh
  useEffect(() => {
    const onReturn = () => {
      if (!dialogOpen()) latest.current()
    }
    window.addEventListener('focus', onReturn)
    window.addEventListener('popstate', onReturn)
    return () => {
      window.removeEventListener('focus', onReturn)
      window.removeEventListener('popstate', onReturn)
    }
  }, [])
}
