import { Icon } from './icon.tsx'

/** The round photo button of the composers, which opens their hidden file input. */
export function AttachButton({
  label,
  disabled,
  onClick,
}: {
  label: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="-ml-2 inline-flex size-10 items-center justify-center rounded-full text-brand-500 transition hover:bg-brand-500/10 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
    >
      <Icon name="photo" className="size-5" />
    </button>
  )
}
