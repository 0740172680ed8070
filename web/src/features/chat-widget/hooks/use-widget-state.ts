import { useCallback, useState } from 'react'
import {
  INITIAL_WIDGET_STATE,
  parseWidgetState,
  WIDGET_STATE_KEY,
  type WidgetState,
} from '../lib/widget-state.ts'

function read(): WidgetState {
  try {
    return parseWidgetState(localStorage.getItem(WIDGET_STATE_KEY))
  } catch {
    return INITIAL_WIDGET_STATE
  }
}

/** The widget's state and its changes, each saved at once (a full storage only loses the memory). */
export function useWidgetState() {
  const [state, setState] = useState<WidgetState>(read)
  const update = useCallback((patch: Partial<WidgetState>) => {
    setState((current) => {
      const next = { ...current, ...patch }
      try {
        localStorage.setItem(WIDGET_STATE_KEY, JSON.stringify(next))
      } catch {
        // Private mode or a full storage: the widget still works, it forgets on reload.
      }
      return next
    })
  }, [])
  return {
    state,
    open: () => update({ open: true }),
    close: () => update({ open: false }),
    toggleSize: () => update({ expanded: !state.expanded }),
    showChat: (chatId: number) => update({ open: true, chatId }),
    showList: () => update({ chatId: null }),
  }
}
