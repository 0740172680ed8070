import type { ButtonHTMLAttributes } from 'react'
import { Spinner } from './spinner.tsx'

const VARIANTS = {
  primary: 'bg-brand-500 text-white hover:bg-brand-600',
  secondary:
    'border border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  /** A text action inside a form or a card ("I already have an account"). */
  link: 'px-1! py-0.5! text-sm text-brand-700 hover:underline dark:text-brand-400',
} as const

export type ButtonVariant = keyof typeof VARIANTS

/** The class list of a button, for links that must look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', className = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white disabled:cursor-not-allowed disabled:opacity-50 dark:focus-visible:ring-offset-slate-950 ${VARIANTS[variant]} ${className}`
}

/** `busy` (a call under way) disables the button, shows a spinner before its text and sets aria-busy. */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  busy = false,
  disabled,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner className="size-4" />}
      {children}
    </button>
  )
}
