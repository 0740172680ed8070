import * as RadixPopover from '@radix-ui/react-popover'
import type { ReactElement, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from './icon.tsx'

/*
 * The Radix UI implementation behind Popover (popover.tsx), loaded with the menus and tooltips
 * (floating-parts.tsx). `defaultOpen` opens it at once when a click on the stand-in button asked
 * for it before the chunk had arrived.
 */

export interface PopoverImplProps {
  trigger: ReactElement
  label: string
  children: ReactNode
  side: 'top' | 'right' | 'bottom' | 'left'
  align: 'start' | 'center' | 'end'
  defaultOpen: boolean
}

export function PopoverImpl({ trigger, label, children, side, align, defaultOpen }: PopoverImplProps) {
  const { t } = useTranslation()
  return (
    <RadixPopover.Root defaultOpen={defaultOpen}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-[calc(100vw-16px)] rounded-2xl border border-slate-200 bg-white p-4 text-[15px] text-slate-900 shadow-xl shadow-slate-900/10 outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 dark:shadow-black/40"
        >
          <RadixPopover.Close
            aria-label={t('ui.close')}
            className="float-right -mt-2 -mr-2 ml-2 inline-flex size-8 items-center justify-center rounded-full text-slate-600 transition outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <Icon name="close" className="size-4" />
          </RadixPopover.Close>
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  )
}
