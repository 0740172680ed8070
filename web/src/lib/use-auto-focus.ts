import { type MutableRefObject, type Ref, type RefCallback, useCallback, useRef } from 'react'

/**
 * A ref for a field that takes the focus when it appears (`autoFocus`), and passes the element on to
 * `outer`. Browsers honour the autofocus attribute only while a page loads, not for a field an app
 * renders later (a dialog, the next step of a form), and Preact leaves it to the browser: the field is
 * focused here, once, when it is first attached.
 */
export function useAutoFocusRef<T extends HTMLElement>(
  outer: Ref<T | null> | undefined,
  autoFocus: boolean | undefined,
): RefCallback<T> {
  const focused = useRef(false)
  return useCallback(
    (element: T | null) => {
      if (typeof outer === 'function') outer(element)
      else if (outer) (outer as MutableRefObject<T | null>).current = element
      if (element && autoFocus && !focused.current) {
        focused.current = true
        element.focus()
      }
    },
    [outer, autoFocus],
  )
}
