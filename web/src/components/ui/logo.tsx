/** The Agora mark, the favicon's letter on the brand colour. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="16" className="fill-brand-logo" />
      <path d="M32 12 14 52h8.5l3.6-8.6h11.8l3.6 8.6H50L32 12Zm-3 24 3-7.4 3 7.4h-6Z" fill="#fff" />
    </svg>
  )
}
