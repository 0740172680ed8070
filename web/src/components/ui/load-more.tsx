import { useEffect, useRef } from 'react'

/**
 * Infinite scroll's trigger: an invisible line after the last item of a list that calls onLoadMore
 * when it comes within `margin` of the viewport, that is, as the last item scrolls into view.
 * While disabled (no next page, or one loading) it does not observe; enabling it again re-observes,
 * so a short page that leaves the line in view loads the next one at once.
 */
export function LoadMoreTrigger({
  onLoadMore,
  enabled,
  margin = '400px',
}: {
  onLoadMore: () => void
  enabled: boolean
  margin?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(onLoadMore)
  useEffect(() => {
    latest.current = onLoadMore
  })
  useEffect(() => {
    const el = ref.current
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [enabled, margin])
  return <div ref={ref} aria-hidden="true" className="h-px" />
}
