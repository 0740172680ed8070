import { Link } from 'react-router'
import { buttonClass } from './button.tsx'

/** Something the viewer asked for is not there (or is hidden, which answers alike): a way back. */
export function NotFoundState({
  title,
  body,
  homeLabel,
  to = '/home',
}: {
  title: string
  body: string
  homeLabel: string
  /** Where the way back leads (Home unless the screen has a nearer place, like /universities). */
  to?: string
}) {
  return (
    <section className="flex flex-col items-center px-6 py-20 text-center">
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-2 max-w-sm text-balance text-slate-500 dark:text-slate-400">{body}</p>
      <Link to={to} className={buttonClass('primary', 'mt-8')}>
        {homeLabel}
      </Link>
    </section>
  )
}
