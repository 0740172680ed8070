import { useEffect } from 'react'

const PRODUCT_NAME = 'Agora'

/** Sets the tab title to '<Screen> - Agora', the form the specification gives for Home. */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = `${screen} - ${PRODUCT_NAME}`
  }, [screen])
}
