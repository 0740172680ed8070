/** The round icon at the top of a public screen's outcome (verification, a password reset). */
const ICON_TONES = {
  brand: 'bg-brand-500/10 text-brand-500',
  success: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400',
  error: 'bg-red-500/10 text-red-600 dark:text-red-400',
} as const

const ICON_PATHS = {
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  check: 'M5 13l4 4L19 7',
  cross: 'M6 6l12 12M18 6L6 18',
} as const

export function StatusIcon({ icon, tone }: { icon: keyof typeof ICON_PATHS; tone: keyof typeof ICON_TONES }) {
  return (
    <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${ICON_TONES[tone]}`}>
      <svg
        viewBox="0 0 24 24"
        className="size-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={ICON_PATHS[icon]} />
      </svg>
    </span>
  )
}
