import type { ReactNode } from 'react'
import { formatCount } from '@/lib/format.ts'
import { Icon, type IconName } from './icon.tsx'

/**
 * The row of actions under a card (posts, events, announcements): an icon in a round bubble and its
 * count, in the tones of its kind. Each tone reads at 4.5:1 on the card in both themes.
 */
const TONES = {
  reply: 'hover:text-brand-700 dark:hover:text-brand-400 [&_.bubble]:group-hover:bg-brand-500/10',
  repost: 'hover:text-emerald-700 dark:hover:text-emerald-400 [&_.bubble]:group-hover:bg-emerald-500/10',
  like: 'hover:text-rose-700 dark:hover:text-rose-400 [&_.bubble]:group-hover:bg-rose-500/10',
  save: 'hover:text-brand-700 dark:hover:text-brand-400 [&_.bubble]:group-hover:bg-brand-500/10',
} as const

const ACTIVE = {
  reply: 'text-brand-700 dark:text-brand-400',
  repost: 'text-emerald-700 dark:text-emerald-400',
  like: 'text-rose-700 dark:text-rose-400 [&_path]:fill-current',
  save: 'text-brand-700 dark:text-brand-400 [&_path]:fill-current',
} as const

export type CardActionTone = keyof typeof TONES

export function cardActionClass(tone: CardActionTone, active: boolean): string {
  return `group inline-flex items-center gap-1 rounded-full text-[13px] tabular-nums transition focus-visible:outline-none [&:focus-visible_.bubble]:ring-2 [&:focus-visible_.bubble]:ring-brand-600 dark:[&:focus-visible_.bubble]:ring-brand-400 disabled:cursor-not-allowed disabled:opacity-50 ${
    active ? ACTIVE[tone] : 'text-slate-600 dark:text-slate-400'
  } ${TONES[tone]}`
}

/** The inside of an action: the icon in its bubble, then the count (blank at zero) when it has one. */
export function CardActionFace({ icon, count }: { icon: IconName; count?: number }): ReactNode {
  return (
    <>
      <span className="bubble inline-flex size-9 items-center justify-center rounded-full transition">
        <Icon name={icon} className="size-[1.15rem]" />
      </span>
      {count !== undefined && <span className="min-w-4 pr-1">{count > 0 ? formatCount(count) : ''}</span>}
    </>
  )
}
