import { useEffect, useState } from 'react'

type QrLib = typeof import('qrcode')

/**
 * A QR code of `text` as an SVG image. The qrcode library is a chunk of its own, fetched when the
 * code is first shown (turning on two-factor sign-in, an event's check-in screen). Dark squares on white in both
 * themes: cameras read a light background best.
 */
export function QrCode({
  text,
  label,
  failedText,
  className = 'size-48',
}: {
  text: string
  label: string
  failedText: string
  /** The square's size (Tailwind classes). */
  className?: string
}) {
  const [src, setSrc] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    import('qrcode')
      .then((loaded: QrLib & { default?: QrLib }) =>
        // A CommonJS package: its functions may arrive on the default export, depending on the bundler.
        (loaded.default ?? loaded).toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
        () => live && setFailed(true),
      )
    return () => {
      live = false
    }
  }, [text])
  if (failed) return <p className="text-sm text-slate-600 dark:text-slate-400">{failedText}</p>
  return (
    <div
      className={`${className} shrink-0 rounded-xl bg-white p-2 ring-1 ring-slate-200 dark:ring-slate-700`}
    >
      {src && <img src={src} alt={label} className="size-full" />}
    </div>
  )
}
