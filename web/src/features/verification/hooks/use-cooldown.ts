import { useEffect, useState } from 'react'

/** Whole seconds left of a cooldown started with start(); 0 when none is running. */
export function useCooldown(seconds: number): [remaining: number, start: () => void] {
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
  const start = () => {
    const current = Date.now()
    setNow(current)
    setEndsAt(current + seconds * 1000)
  }
  return [remaining, start]
}
