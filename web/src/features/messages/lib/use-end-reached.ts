import { type RefObject, useEffect, useRef } from 'react'

/**
 * Calls `onReached` when `sentinel` (an element at a list's end) scrolls into view inside `root` (the
 * scrolling box), a little before it shows, while `enabled`. The latest `onReached` is used.
 */
export function useEndReached(
  root: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
  enabled: boolean,
  onReached: () => void,
): void {
  const latest = useRef(onReached)
  useEffect(() => {
    latest.current = onReached
  })
  useEffect(() => {
    const target = sentinel.current
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current()
      },
      { root: root.current, rootMargin: '0px 0px 120px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [root, sentinel, enabled])
}
