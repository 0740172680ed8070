/** The floating widget's state, kept across reloads in localStorage (spec 001 section 2). */
export interface WidgetState {
  /** The panel is open (else only its bar or button shows). */
  open: boolean
  /** The quick chat shown, or null for the list. */
  chatId: number | null
  /** 500 px high when expanded, 350 px when collapsed. */
  expanded: boolean
}

export const WIDGET_STATE_KEY = 'agora.chatWidget'

/** Messages is the one signed-in screen without the widget (it is the full view of the same chats). */
export const showsChatWidget = (pathname: string): boolean =>
  pathname !== '/messages' && !pathname.startsWith('/messages/')

/**
 * The bottom padding a screen's content needs while the widget floats over it, so that the last
 * row of a list scrolls clear of it and the controls at a row's end stay reachable (issue 28): on a
 * phone the tab bar (4 rem) plus the round button above it (about 3.5 rem with its gap); from 640 px
 * the closed bar (about 3.5 rem) at the bottom.
 */
export const WIDGET_CLEARANCE = 'pb-32 sm:pb-16'

export const INITIAL_WIDGET_STATE: WidgetState = { open: false, chatId: null, expanded: false }

/** The stored state, or the initial one for anything missing, malformed or out of range. */
export function parseWidgetState(raw: string | null): WidgetState {
  if (!raw) return INITIAL_WIDGET_STATE
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return INITIAL_WIDGET_STATE
  }
  if (typeof value !== 'object' || value === null) return INITIAL_WIDGET_STATE
  const { open, chatId, expanded } = value as Record<string, unknown>
  return {
    open: open === true,
    chatId: Number.isSafeInteger(chatId) && (chatId as number) > 0 ? (chatId as number) : null,
    expanded: expanded === true,
  }
}
