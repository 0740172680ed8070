import { useEffect, useState } from 'react'

/**
 * Whole seconds left of a cooldown started with start() (for `seconds`, or as long as the server asked);
 * 0 when none is running.
 */
export function useCooldown(seconds: number): [remaining: number, start: (forSeconds?: number) => void] {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (endsAt === null) return
    const timer = window.setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= endsAt) setEndsAt(null)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [endsAt])

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000))
  const start = (forSeconds = seconds) => {
    const current = Date.now()
    setNow(current)
    setEndsAt(current + forSeconds * 1000)
  }
  return [remaining, start]
}
