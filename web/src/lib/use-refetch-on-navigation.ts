import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Reads a count again on each route change (spec 001 section 9: the badges); the first screen's read
 * is the query's own.
 */
export function useRefetchOnNavigation(refetch: () => unknown): void {
  const { pathname } = useLocation()
  const seen = useRef(pathname)
  useEffect(() => {
    if (seen.current === pathname) return
    seen.current = pathname
    void refetch()
  }, [pathname, refetch])
}
