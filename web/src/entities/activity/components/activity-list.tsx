import type { Activity } from '../lib/paths.ts'
import { ActivityCard } from './activity-card.tsx'

/** A list of event or announcement cards, named for screen readers. */
export function ActivityList({ items, label }: { items: Activity[]; label: string }) {
  return (
    <ul aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <ActivityCard item={item} />
        </li>
      ))}
    </ul>
  )
}
