import { TIMINGS } from '@agora/contract'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from './icon.tsx'

export type ToastTone = 'success' | 'error'

interface ToastItem {
  id: number
  message: string
  tone: ToastTone
}

export interface Toaster {
  show: (message: string, tone?: ToastTone) => void
  success: (message: string) => void
  error: (message: string) => void
}

const ToastContext = createContext<Toaster | null>(null)

const TONES = {
  success: 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900',
  error: 'bg-red-600 text-white',
} as const

/**
 * Short notices over the page (spec 000: a toast, 5 s). They are announced through a live region:
 * politely for success, assertively for errors.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(1)
  const { t } = useTranslation()

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  )

  const toaster = useMemo<Toaster>(() => {
    const show = (message: string, tone: ToastTone = 'success') => {
      const id = nextId.current++
      setToasts((list) => [...list, { id, message, tone }])
      window.setTimeout(() => dismiss(id), TIMINGS.toastMs)
    }
    return { show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }
  }, [dismiss])

  const region = (tone: ToastTone) => (
    <div
      // The live region is always mounted (a region added with its message is not announced); the role
      // sits on each toast, so an empty region is not an alert or status of the page.
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      className="flex w-full flex-col items-center gap-2"
    >
      {toasts
        .filter((toast) => toast.tone === tone)
        .map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl px-4 py-3 text-[15px] font-medium shadow-lg shadow-black/20 ${TONES[toast.tone]}`}
          >
            <Icon name={toast.tone === 'error' ? 'alert' : 'check'} className="size-5 shrink-0" />
            <p className="min-w-0 flex-1 break-words">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label={t('ui.dismiss')}
              className="-m-1 rounded-full p-1 opacity-80 transition hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
            >
              <Icon name="close" className="size-4" />
            </button>
          </div>
        ))}
    </div>
  )

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-20 z-[60] flex flex-col items-center gap-2 px-4 sm:bottom-6">
        {region('success')}
        {region('error')}
      </div>
    </ToastContext.Provider>
  )
}

/** The toaster of the nearest ToastProvider (mounted once in app/providers.tsx). */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext)
  if (!toaster) throw new Error('useToast needs a ToastProvider above it')
  return toaster
}
