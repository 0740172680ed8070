/** The specification caps unread badges at 99+ (spec 001 section 9). */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count)
}

/** A small unread-count pill; nothing at all when the count is zero. */
export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null
  return (
    <span
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-500 px-1.5 text-xs leading-none font-bold text-white ring-2 ring-white dark:ring-slate-950 ${className}`}
    >
      {formatBadgeCount(count)}
    </span>
  )
}
