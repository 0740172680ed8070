import { useEffect } from 'react'

const PRODUCT_NAME = 'Agora'

let screenTitle = PRODUCT_NAME
let unread = 0

function apply(): void {
  const count = unread > 99 ? '99+' : String(unread)
  document.title = unread > 0 ? `(${count}) ${screenTitle}` : screenTitle
}

/**
 * Sets the tab title to '<Screen> - Agora', the form the specification gives for Home; `exact` takes
 * the title as it is (the post page's '<name> on Agora').
 */
export function useDocumentTitle(screen: string, { exact = false }: { exact?: boolean } = {}): void {
  useEffect(() => {
    screenTitle = exact ? screen : `${screen} - ${PRODUCT_NAME}`
    apply()
  }, [screen, exact])
}

/** Puts the unread count before every screen's title: '(3) Home - Agora' (capped at 99+). */
export function useTitleCount(count: number): void {
  useEffect(() => {
    unread = count
    apply()
    return () => {
      unread = 0
      apply()
    }
  }, [count])
}
