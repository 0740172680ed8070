import { TIMINGS } from '@agora/contract'
import * as RadixToast from '@radix-ui/react-toast'
import { Check, CircleAlert, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export type ToastTone = 'success' | 'error'

/** A toast's one button (Undo): it runs `onAction` and closes the toast. */
export interface ToastAction {
  label: string
  onAction: () => void
}

export interface ToastItem {
  id: number
  message: string
  tone: ToastTone
  action?: ToastAction
}

export interface ToastRegionProps {
  toasts: readonly ToastItem[]
  onDismiss: (id: number) => void
}

const TONES = {
  success: 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900',
  error: 'bg-red-700 text-white',
} as const

/**
 * The toasts, Radix UI's Toast: each closes after 5 s, its timer paused while the pointer is over
 * the toasts or the focus is inside them (F8 moves the focus there), and is announced through a
 * live region, assertively (foreground) for errors and politely (background) for success.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const { t } = useTranslation()
  return (
    <RadixToast.Provider duration={TIMINGS.toastMs} label={t('ui.notification')} swipeDirection="down">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          // The element says what it is; Radix's own live region speaks it once (hence aria-live off).
          role={toast.tone === 'error' ? 'alert' : 'status'}
          aria-live="off"
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id)
          }}
          className={`pointer-events-auto flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-[15px] font-medium shadow-lg shadow-black/20 outline-none focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-slate-950 ${TONES[toast.tone]}`}
        >
          {toast.tone === 'error' ? (
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          ) : (
            <Check aria-hidden="true" className="size-5 shrink-0" />
          )}
          <RadixToast.Description className="min-w-0 flex-1 break-words">
            {toast.message}
          </RadixToast.Description>
          {toast.action && (
            <RadixToast.Action
              altText={toast.action.label}
              onClick={toast.action.onAction}
              className="-my-1 shrink-0 rounded-full px-3 py-1 font-semibold underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-current"
            >
              {toast.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close
            aria-label={t('ui.dismiss')}
            className="-m-1 rounded-full p-1 opacity-90 transition outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        label={t('ui.notificationsRegion')}
        // A modal dialog hides the rest of the page from screen readers (aria-hidden) except live
        // regions: marked as one, a toast raised from a dialog stays readable. Radix announces it.
        aria-live="off"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-[60] mx-auto flex w-full max-w-md flex-col items-center gap-2 px-4 outline-none sm:bottom-6"
      />
    </RadixToast.Provider>
  )
}
