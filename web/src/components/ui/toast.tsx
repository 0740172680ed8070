import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { whenIdle } from './lazy-part.ts'
import type { ToastAction, ToastItem, ToastRegionProps, ToastTone } from './toast-region.tsx'

export type { ToastAction, ToastTone } from './toast-region.tsx'

export interface Toaster {
  /** `action`: one button in the toast (Undo), which also closes it. */
  show: (message: string, tone?: ToastTone, action?: ToastAction) => void
  success: (message: string) => void
  error: (message: string) => void
}

const ToastContext = createContext<Toaster | null>(null)

type Region = (props: ToastRegionProps) => ReactNode
let region: Region | null = null
let loading: Promise<Region> | null = null

/**
 * The toasts' look and behaviour (Radix UI's Toast) is its own chunk: sign-in, the first screen,
 * shows none, so its first bundle does not carry it. It is fetched once the page is idle, or at
 * the first toast; tests load it up front.
 */
export function loadToastRegion(): Promise<Region> {
  loading ??= import('./toast-region.tsx').then((m) => {
    region = m.ToastRegion
    return m.ToastRegion
  })
  return loading
}

/**
 * Short notices over the page (spec 000: a toast, 5 s), announced to screen readers (politely for
 * success, assertively for errors); each waits while the pointer or the keyboard focus is on the
 * toasts. Mounted once in app/providers.tsx.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const [Region, setRegion] = useState<Region | null>(() => region)
  const nextId = useRef(1)

  const load = useCallback(() => {
    void loadToastRegion().then((loaded) => setRegion(() => loaded))
  }, [])
  useEffect(() => (Region ? undefined : whenIdle(load)), [Region, load])

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  )

  const toaster = useMemo<Toaster>(() => {
    const show = (message: string, tone: ToastTone = 'success', action?: ToastAction) => {
      setToasts((list) => [...list, { id: nextId.current++, message, tone, ...(action ? { action } : {}) }])
      load()
    }
    return { show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }
  }, [load])

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {Region && <Region toasts={toasts} onDismiss={dismiss} />}
    </ToastContext.Provider>
  )
}

/** The toaster of the nearest ToastProvider (mounted once in app/providers.tsx). */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext)
  if (!toaster) throw new Error('useToast needs a ToastProvider above it')
  return toaster
}
